import path from 'node:path';
import { autocannon } from '../autocannon.mjs';
import { SAMPLES, scalePages, WARM_UPS } from '../catalogue-pages.mjs';
import { mark, median, ms, perSecond, table, times } from '../report.mjs';
import { startSandboxedStack } from '../sandboxed-stack.mjs';
import { log } from './context.mjs';

/** lib/seo/sitemaps.ts: products per sitemap file. */
const PRODUCTS_PER_SITEMAP = 1000;

export const GOAL_RATIO = 1.2;

/** Milliseconds until the whole answer to one GET is in; throws on anything but 200. */
async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * One run of the storefront on the sandbox in `scale-${products}`, seeded first when `seed`: each
 * scale page's cold samples (first renders, ms) and warm autocannon figures.
 */
async function measureRun(ctx, products, seed) {
  const size = products.toLocaleString('en-US');
  log(`Scale: ${seed ? `seeding ${size} products and starting` : `starting again`} the storefront on ${size} products…`);
  const stack = await startSandboxedStack(path.join(ctx.work, `scale-${products}`), seed ? { products } : {});
  try {
    const pages = [];
    for (const page of await scalePages(stack.providerApi)) {
      for (const url of page.warmUps) await timed(stack.url + url);
      const samples = page.samples.map((p) => stack.url + p);
      const cold = [];
      for (const url of samples) cold.push(await timed(url));
      const load = { connections: ctx.options.connections, seconds: ctx.options.seconds };
      // A server's first seconds under load ran at about half its later rate: not counted.
      await autocannon(samples.at(-1), { ...load, seconds: Math.ceil(load.seconds / 2) });
      pages.push({ name: page.name, prerendered: page.prerendered, cold, warm: await autocannon(samples.at(-1), load) });
    }
    // The deepest products sitemap: at a large size the build did not prerender it, and it reads the provider's last page.
    const { data } = await fetch(`${stack.providerApi}/allProducts?per_page=1`).then((r) => r.json());
    const lastSitemap = `/sitemaps/sitemap/${Math.ceil(data.total / PRODUCTS_PER_SITEMAP)}.xml`;
    return { seedMs: stack.seedMs, pages, lastSitemap: { path: lastSitemap, ms: await timed(stack.url + lastSitemap) } };
  } finally {
    await stack.stop();
  }
}

/** Both runs of one size as one figure per page: the median of all cold samples, the mean warm rate. */
function combine([first, second]) {
  const figures = first.pages.map((page, i) => {
    const again = second.pages[i];
    return {
      name: page.name,
      prerendered: page.prerendered,
      cold: median([...page.cold, ...again.cold]),
      perSecond: (page.warm.perSecond + again.warm.perSecond) / 2,
      errors: [page.warm, again.warm].reduce((sum, w) => sum + w.errors + w.non2xx, 0),
    };
  });
  return { seedMs: first.seedMs, lastSitemap: first.lastSitemap, figures };
}

/**
 * The same pages with a small and a large sandbox catalogue (1,000 and 100,000 products by
 * default): the first render of pages the build did not prerender, and throughput once cached.
 * Each size runs twice, small, large, large, small, so that a drift of the machine's speed during
 * the section weighs on both alike (one run of each, small first, put the large one 1.2-1.6x behind
 * on pages whose cost does not depend on the catalogue, and a run with 1,000 products twice did too).
 */
export async function scaleSection(ctx) {
  await ctx.stack.stop(); // frees the cores (and the memory) for the two catalogues
  const [small, large] = ctx.options.scale;
  const runs = { [small]: [], [large]: [] };
  for (const products of [small, large, large, small]) runs[products].push(await measureRun(ctx, products, runs[products].length === 0));
  const a = combine(runs[small]);
  const b = combine(runs[large]);
  const n = (count) => count.toLocaleString('en-US');
  const rows = a.figures.map((fa, i) => {
    const fb = b.figures[i];
    const coldRatio = fb.cold / fa.cold;
    const warmRatio = fa.perSecond / fb.perSecond;
    return [
      fa.name + (fa.prerendered ? ' ¹' : ''),
      ms(fa.cold),
      ms(fb.cold),
      times(coldRatio),
      perSecond(fa.perSecond),
      perSecond(fb.perSecond),
      times(warmRatio),
      fa.errors + fb.errors,
      mark(coldRatio <= GOAL_RATIO && warmRatio <= GOAL_RATIO),
    ];
  });
  return [
    `## Scale: ${n(small)} against ${n(large)} products`,
    '',
    `The same build, started four times on fresh sandboxes: seeded with ${n(small)} and then ${n(large)} products (\`provider:seed --products N\`: seeding took ${(a.seedMs / 1000).toFixed(1)} s and ${(b.seedMs / 1000).toFixed(1)} s), then again on the ${n(large)} and the ${n(small)} ones, with its page caches emptied each time; this order makes a drift of the machine's speed weigh on both sizes alike. **Cold**: the median time, over both runs of a size, of the first requests of ${SAMPLES} URLs that exist at both sizes and that the build did not prerender (pages 2 and 3 of four categories in each sort, the oldest products, new search terms, other pages of all products; for the sitemaps, the two cached ones in turn), after ${WARM_UPS} others have loaded the route's code and let V8 optimise it (the first few renders of a route take up to twice as long, whatever the catalogue). **Warm**: the mean rate of both runs of a size under autocannon, ${ctx.options.connections} connections for ${ctx.options.seconds} s on one of them once cached, after an uncounted run of half that time (search renders on every request; the provider's answer is shared for 10 s). Ratios are ${n(large)} over ${n(small)} for time and ${n(small)} over ${n(large)} for throughput, so above 1 is slower. Goal: both within ${GOAL_RATIO}×.`,
    '',
    table(
      ['Page', `cold ms, ${n(small)}`, `cold ms, ${n(large)}`, 'cold ratio', `warm req/s, ${n(small)}`, `warm req/s, ${n(large)}`, 'warm ratio', 'errors', `Goal (≤ ${GOAL_RATIO}×)`],
      rows,
    ),
    '',
    `¹ The pages sitemap and the first products sitemap are prerendered by the build and refreshed hourly, so what a crawler gets is a cached copy: their cold figure is that of serving it. The deepest products sitemap, ${b.lastSitemap.path} at ${n(large)} products, is rendered on its first request: ${ms(b.lastSitemap.ms)} ms (${a.lastSitemap.path} at ${n(small)}: ${ms(a.lastSitemap.ms)} ms, prerendered).`,
  ].join('\n');
}
