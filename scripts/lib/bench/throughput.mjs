import fs from 'node:fs';
import path from 'node:path';
import { autocannon } from '../autocannon.mjs';
import { sizedPageUrl } from '../bare-next.mjs';
import { freePorts } from '../net.mjs';
import { ensureNginx, startNginx } from '../nginx.mjs';
import { kb, mark, ms, perSecond, table, times } from '../report.mjs';
import { log } from './context.mjs';
import { combineRuns, inRounds, pairedRatio } from './rounds.mjs';
import { startPlainServer } from './plain-server.mjs';

export const GOAL_RATIO = 0.8;

/**
 * Unmeasured load before each case, longer than one 10 s refresh: the first refresh of a page
 * after the server started does one-off work (loading the renderer's and the sanitizer's modules,
 * compiling hot code), seconds of CPU that a short case would count against whichever page comes
 * first. Measured here: the category page's first 10 s after the warming requests alone ran at
 * 2.75 ms of server CPU per request, the next 10 s at 1.72 ms. Later refreshes stay in the figures.
 */
const WARM_SECONDS = 12;

/** A few sequential requests (the route's code is loaded and a cache in front is filled), then WARM_SECONDS of load. */
async function warm(ctx, url) {
  for (let i = 0; i < 5; i += 1) await fetch(url).then((r) => r.arrayBuffer());
  await autocannon(url, { connections: ctx.options.connections, seconds: WARM_SECONDS });
}

/** Every URL warmed, then all of them measured in rounds (rounds.mjs): one combined figure per URL, in order. */
async function measureInRounds(ctx, urls) {
  for (const url of urls) await warm(ctx, url);
  const load = { connections: ctx.options.connections, seconds: ctx.options.seconds };
  const runs = await inRounds(urls, ctx.options.rounds, (url) => autocannon(url, load));
  for (const [i, url] of urls.entries()) log(`  ${url}: ${runs[i].map((run) => perSecond(run.perSecond)).join(', ')} req/s by round`);
  return runs.map(combineRuns);
}

const cells = (r) => [kb(r.bytes), perSecond(r.perSecond), ms(r.p50), ms(r.p99), r.errors + r.non2xx];

/**
 * A table of pages against their reference. Rows with a `sameSize` (the bare Next app's page of the
 * same size and refresh time) get three more columns: its size, its req/s, and the page's ratio to
 * it; rows with a `floor` (a plain Node server writing the same bytes) two: its req/s, and its ratio
 * to the reference, the most any Node server could score with pages of this size.
 */
function comparison(title, setup, reference, rows) {
  const sameSizes = rows.every((row) => row.sameSize);
  const floors = rows.every((row) => row.floor);
  return [
    `### ${title}`,
    '',
    setup,
    '',
    table(
      [
        'Page', 'answer kB', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'reference kB', 'reference req/s', 'reference p99 ms', 'ratio',
        `Goal (≥ ${GOAL_RATIO}×)`,
        ...(sameSizes ? ['same-size Next page kB', 'same-size Next page req/s', 'ratio to it'] : []),
        ...(floors ? ['plain Node req/s', 'plain Node ratio'] : []),
      ],
      rows.map(({ name, result, ref, sameSize, floor }) => {
        const ratio = pairedRatio(result.runs, ref.runs);
        return [
          name, ...cells(result), kb(ref.bytes), perSecond(ref.perSecond), ms(ref.p99), times(ratio), mark(ratio >= GOAL_RATIO),
          ...(sameSizes ? [kb(sameSize.bytes), perSecond(sameSize.perSecond), times(pairedRatio(result.runs, sameSize.runs))] : []),
          ...(floors ? [perSecond(floor.perSecond), times(pairedRatio(floor.runs, ref.runs))] : []),
        ];
      }),
    ),
    reference,
  ].join('\n');
}

/** Each page's HTML as the storefront serves it, saved under `dir`: name → file. */
async function savePages(dir, stack, pages) {
  fs.mkdirSync(dir, { recursive: true });
  const files = new Map();
  for (const page of pages) {
    const file = path.join(dir, `${page.name.replace(/\W+/g, '-')}.html`);
    fs.writeFileSync(file, await fetch(stack.url + page.path).then((r) => r.text()));
    files.set(page.name, file);
  }
  return files;
}

/**
 * Each page from `next start`, with its references: the bare Next page (the goal's), the bare app's
 * page of the same size, and a plain Node server writing the same bytes (plain-server.mjs, one
 * process per page).
 */
async function directToNext(ctx, bare, stack, pages, saved) {
  const sameSizeUrls = [];
  for (const page of pages) sameSizeUrls.push(await sizedPageUrl(bare.url, fs.statSync(saved.get(page.name)).size));
  const plainServers = [];
  try {
    for (const [i, page] of pages.entries()) plainServers.push(await startPlainServer(saved.get(page.name), path.join(ctx.work, `plain-server-${i}.log`)));
    const [bareResult, ...figures] = await measureInRounds(ctx, [`${bare.url}/`, ...pages.flatMap((page, i) => [stack.url + page.path, sameSizeUrls[i], plainServers[i].url])]);
    const rows = pages.map((page, i) => ({ name: page.name, result: figures[3 * i], ref: bareResult, sameSize: figures[3 * i + 1], floor: figures[3 * i + 2] }));
    return { bareResult, rows };
  } finally {
    for (const server of plainServers) await server.stop();
  }
}

/** Each page through nginx's cache, and the same HTML as nginx's static file. */
async function throughNginx(ctx, nginx, stack, pages, saved) {
  const staticRoot = path.dirname(saved.get(pages[0].name));
  const file = (page) => path.basename(saved.get(page.name));
  const [proxyPort, staticPort] = await freePorts(2);
  const server = await startNginx(nginx, {
    dir: path.join(ctx.work, 'nginx'),
    proxyPort,
    staticPort,
    upstream: `127.0.0.1:${stack.port}`,
    staticRoot,
    probe: file(pages[0]),
  });
  try {
    const results = await measureInRounds(ctx, pages.flatMap((page) => [server.proxyUrl + page.path, `${server.staticUrl}/${file(page)}`]));
    const rows = [];
    for (const [i, page] of pages.entries()) {
      const cache = (await fetch(server.proxyUrl + page.path)).headers.get('x-cache-status');
      rows.push({ name: `${page.name} (cache: ${cache ?? 'none'})`, result: results[2 * i], ref: results[2 * i + 1] });
    }
    return rows;
  } finally {
    await server.stop();
  }
}

/**
 * Requests per second of home, category and product: from `next start` against the bare Next page
 * it serves, and through nginx as a caching proxy against nginx serving the same HTML as a file.
 */
export async function throughputSection(ctx) {
  const { connections, seconds, rounds } = ctx.options;
  const bare = await ctx.bare();
  const stack = await ctx.stack();
  const pages = (await ctx.pages()).filter((p) => p.throughput);
  log(`Throughput: ${pages.length * 5 + 1} cases, each warmed ${WARM_SECONDS} s, then ${rounds} rounds of ${seconds} s per case at ${connections} connections…`);

  const saved = await savePages(path.join(ctx.work, 'saved-pages'), stack, pages);
  const { bareResult, rows: direct } = await directToNext(ctx, bare, stack, pages, saved);

  const nginx = ensureNginx();
  if (!nginx) throw new Error('nginx is missing and could not be installed (see above)');
  const behindNginx = await throughNginx(ctx, nginx, stack, pages, saved);

  const common = `autocannon in its own process, ${connections} connections, loopback, no compression (no Accept-Encoding). Every case of a table is warmed first, by 5 requests and ${WARM_SECONDS} s of unmeasured load (past the first 10 s refresh, whose one-off work would otherwise count against the first page measured); then the table's cases are measured in turn for ${seconds} s each, ${rounds} rounds over, so that a drift of the machine's speed during the run weighs on a page and its references alike. req/s, p50 and p99 are the medians of a case's rounds, errors their sum, and each ratio is the median of the rounds' ratios (both figures of a pair from the same round, so it can differ a little from the ratio of the two medians shown). "answer kB" is the size of one answer, headers included. The HTML of an App Router page carries its React Server Components payload too, so our pages are many times the size of the bare one (compare the kB columns): much of the gap to the bare page is bytes to write, which a CDN serves from its cache, compressed.`;
  return [
    '## Throughput and latency',
    '',
    `${common} On 2 cores the load generator competes with the servers for the CPU (and with the sandbox provider, which the storefront asks every 10 s per page), so these are ratios to a reference measured the same way in the same run, not capacities.`,
    '',
    comparison(
      'next start, against a bare prerendered Next page',
      "The storefront's production server with its catalogue pages cached (ISR, refreshed every 10 s), against the bare App Router page of the same Next version, prerendered and served by its own `next start` (the reference of the goal). The three columns after the goal compare each page with what Next itself costs for a page like it: the same bare app's second page, paragraphs of plain text in a server component, as many as make the page's size, with `revalidate = 10` like our catalogue pages (so Next renders it on the first request and again every 10 s, in the same process); their ratio is what our code costs beyond Next at that size and refresh time. The last two columns show how much of the gap is the bytes: a plain `node:http` server (scripts/lib/bench/plain-server.mjs, its own process) answering with the same page from one Buffer, with no routing, rendering or cache lookup, measured the same way; its ratio to the bare page is the most any Node server could score with a page of that size.",
      `\nReference (bare Next page): ${perSecond(bareResult.perSecond)} req/s, p50 ${ms(bareResult.p50)} ms, p99 ${ms(bareResult.p99)} ms.`,
      direct,
    ),
    '',
    comparison(
      'behind nginx as a caching proxy (a CDN stand-in), against nginx serving the same HTML as a file',
      "Debian's nginx, one worker, `proxy_cache` with no `proxy_cache_valid` (the storefront's `Cache-Control: s-maxage=10, stale-while-revalidate` rules), `proxy_cache_use_stale updating`, `proxy_cache_background_update on`, `proxy_cache_lock on`; the reference is the same nginx serving the page's HTML, saved from the storefront, as a static file. The cache status is that of one request right after the last round.",
      '',
      behindNginx,
    ),
  ].join('\n');
}
