import { loadCheck, loadTable } from '../load-check.mjs';
import { log } from './context.mjs';

/** The product and category pages of the main pages, the ones `npm run load` checks. */
export const loadPages = (pages) => pages.filter((p) => p.name === 'product' || p.name === 'category');

/** `npm run load`'s check, with its figures. */
export async function loadSection(ctx) {
  const stack = await ctx.stack();
  const { loadConnections: connections, loadSeconds: seconds } = ctx.options;
  const results = await loadCheck(stack.url, loadPages(await ctx.pages()), { connections, seconds, log: (line) => log(`Load: ${line}`) });
  return [
    '## Load (hardening)',
    '',
    `\`npm run load\`: ${connections} concurrent connections on the product and the category page for ${seconds} s each (autocannon, loopback), against the production build and the sandbox; any socket error, timeout or non-2xx answer is a failure (it also runs in \`npm test\`).`,
    '',
    loadTable(results),
  ].join('\n');
}
