import path from 'node:path';
import { startFront, UPSTREAM_CONNECTIONS } from '../haproxy.mjs';
import { loadCheck, loadTable } from '../load-check.mjs';
import { log } from './context.mjs';

/** The product and category pages of the main pages, the ones `npm run load` checks. */
export const loadPages = (pages) => pages.filter((p) => p.name === 'product' || p.name === 'category');

/**
 * `npm run load`'s check, with its figures: through the HAProxy front (the goal), then the same load
 * on `next start` directly, to show why the front is there.
 */
export async function loadSection(ctx) {
  const stack = await ctx.stack();
  const { loadConnections: connections, loadSeconds: seconds } = ctx.options;
  const pages = loadPages(await ctx.pages());
  const front = await startFront(stack, path.join(ctx.work, 'haproxy'), (line) => log(line.trim()));
  let throughFront;
  try {
    throughFront = await loadCheck(front.url, pages, { connections, seconds, log: (line) => log(`Load through HAProxy: ${line}`) });
  } finally {
    await front.stop();
  }
  const direct = await loadCheck(stack.url, pages, { connections, seconds, log: (line) => log(`Load on next start directly: ${line}`) });
  return [
    '## Load (hardening)',
    '',
    `\`npm run load\`: ${connections} concurrent connections on the product and the category page for ${seconds} s each (autocannon, loopback, 10 s timeout), against the production build and the sandbox, through the HAProxy front a deployment puts before each instance (at most ${UPSTREAM_CONNECTIONS} connections to \`next start\`, the rest queued first come, first served); any socket error, timeout or non-2xx answer is a failure (it also runs in \`npm test\`).`,
    '',
    loadTable(throughFront),
    '',
    `For information, not a goal: the same load on \`next start\` directly (\`npm run load -- --direct\`). Node accepts one new connection per turn of its event loop, so while the first connections keep the process saturated the last ones wait to be accepted, some past the client's 10 s (README, "Deploying").`,
    '',
    loadTable(direct, { goal: false }),
  ].join('\n');
}
