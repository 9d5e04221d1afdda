import path from 'node:path';
import { autocannon } from '../autocannon.mjs';
import { scalePages } from '../catalogue-pages.mjs';
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

/** Cold (first renders) and warm (autocannon) figures of each scale page with `products` products. */
async function measureSize(ctx, products) {
  log(`Scale: seeding ${products.toLocaleString('en-US')} products and starting the storefront on them…`);
  const stack = await startSandboxedStack(path.join(ctx.work, `scale-${products}`), { products });
  try {
    const figures = [];
    for (const page of await scalePages(stack.providerApi)) {
      const [first, ...samples] = page.urls.map((p) => stack.url + p);
      await timed(first); // loads the route's code, which a first render after start also pays for
      const cold = [];
      for (const url of samples) cold.push(await timed(url));
      const warm = await autocannon(samples.at(-1), { connections: ctx.options.connections, seconds: ctx.options.seconds });
      figures.push({ name: page.name, prerendered: page.prerendered, cold: median(cold), warm });
    }
    // The deepest products sitemap: at a large size the build did not prerender it, and it reads the provider's last page.
    const { data } = await fetch(`${stack.providerApi}/allProducts?per_page=1`).then((r) => r.json());
    const lastSitemap = `/sitemaps/sitemap/${Math.ceil(data.total / PRODUCTS_PER_SITEMAP)}.xml`;
    return { seedMs: stack.seedMs, figures, lastSitemap: { path: lastSitemap, ms: await timed(stack.url + lastSitemap) } };
  } finally {
    await stack.stop();
  }
}

/**
 * The same pages with a small and a large sandbox catalogue (1,000 and 100,000 products by
 * default): the first render of pages the build did not prerender, and throughput once cached.
 */
export async function scaleSection(ctx) {
  await ctx.stack.stop(); // frees the cores (and the memory) for the two catalogues
  const [small, large] = ctx.options.scale;
  const a = await measureSize(ctx, small);
  const b = await measureSize(ctx, large);
  const n = (count) => count.toLocaleString('en-US');
  const rows = a.figures.map((fa, i) => {
    const fb = b.figures[i];
    const coldRatio = fb.cold / fa.cold;
    const warmRatio = fa.warm.perSecond / fb.warm.perSecond;
    return [
      fa.name + (fa.prerendered ? ' ¹' : ''),
      ms(fa.cold),
      ms(fb.cold),
      times(coldRatio),
      perSecond(fa.warm.perSecond),
      perSecond(fb.warm.perSecond),
      times(warmRatio),
      fa.warm.errors + fa.warm.non2xx + fb.warm.errors + fb.warm.non2xx,
      mark(coldRatio <= GOAL_RATIO && warmRatio <= GOAL_RATIO),
    ];
  });
  return [
    `## Scale: ${n(small)} against ${n(large)} products`,
    '',
    `The same build, started twice on a fresh sandbox seeded with ${n(small)} and then ${n(large)} products (\`provider:seed --products N\`: seeding took ${(a.seedMs / 1000).toFixed(1)} s and ${(b.seedMs / 1000).toFixed(1)} s). **Cold**: the median time of the first requests of 11 URLs that exist at both sizes and that the build did not prerender (page 2 of four categories in each sort, the oldest products, new search terms, other pages of all products; for the sitemaps, two cached ones), after one such request has loaded the route's code. **Warm**: autocannon, ${ctx.options.connections} connections for ${ctx.options.seconds} s on one of them once cached (search renders on every request; the provider's answer is shared for 10 s). Ratios are ${n(large)} over ${n(small)} for time and ${n(small)} over ${n(large)} for throughput, so above 1 is slower. Goal: both within ${GOAL_RATIO}×.`,
    '',
    table(
      ['Page', `cold ms, ${n(small)}`, `cold ms, ${n(large)}`, 'cold ratio', `warm req/s, ${n(small)}`, `warm req/s, ${n(large)}`, 'warm ratio', 'errors', `Goal (≤ ${GOAL_RATIO}×)`],
      rows,
    ),
    '',
    `¹ The sitemap index and the first products sitemap are prerendered by the build and refreshed hourly, so what a crawler gets is a cached copy: their cold figure is that of serving it. The deepest products sitemap, ${b.lastSitemap.path} at ${n(large)} products, is rendered on its first request: ${ms(b.lastSitemap.ms)} ms (${a.lastSitemap.path} at ${n(small)}: ${ms(a.lastSitemap.ms)} ms, prerendered).`,
  ].join('\n');
}
