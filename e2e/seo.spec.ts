import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { currencyOf } from '../lib/format/currency';
import { formatPrice } from '../lib/format/price';
import { categoryProducts, seededCategory } from './support/catalogue';
import { providerCall } from './support/provider-api';

/**
 * What search engines and link previews read: robots.txt, the sitemaps and the product page's
 * metadata. Server output, the same for every browser, so the desktop project alone checks it.
 */
test.skip(({ isMobile }) => isMobile, 'server output: checked once, on desktop');

/** The <loc> values of a sitemap or sitemap index. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

/** A URL from the sitemaps as a path on the storefront under test (they carry the configured origin). */
const localPath = (url: string) => {
  const { pathname, search } = new URL(url);
  return pathname + search;
};

async function getXml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  // Next writes <loc> unescaped: a raw & would make the whole file unreadable to crawlers.
  expect(xml, `${path} is well-formed`).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  return xml;
}

async function childSitemaps(request: APIRequestContext): Promise<string[]> {
  return locs(await getXml(request, '/sitemap.xml')).map(localPath);
}

test('robots.txt keeps private screens out and names the sitemap index', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/User-Agent: \*/i);
  for (const path of ['/cart', '/wishlist', '/checkout', '/Success', '/profile', '/order', '/Orderdetails', '/transaction', '/support', '/searchpage', '/login', '/signup', '/api/']) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).not.toMatch(/Disallow: \/product\b/);
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test('the sitemap index lists the pages sitemap and one per block of products', async ({ request }) => {
  const sitemaps = await childSitemaps(request);
  expect(sitemaps[0]).toBe('/sitemaps/sitemap/0.xml');
  expect(sitemaps.length).toBeGreaterThan(1);
  sitemaps.forEach((path, id) => expect(path).toBe(`/sitemaps/sitemap/${id}.xml`));
  const extra = await request.get(`/sitemaps/sitemap/${sitemaps.length}.xml`);
  expect(extra.status()).toBe(404);
});

test('the pages sitemap lists the fixed pages and every category', async ({ request }) => {
  const paths = locs(await getXml(request, '/sitemaps/sitemap/0.xml')).map(localPath);
  for (const path of ['/', '/allproduct', '/allcategory', '/about', '/faq', '/faq/getting-started', '/privacy-policy', '/terms-of-service', '/services/business']) {
    expect(paths).toContain(path);
  }
  const { body } = await providerCall<{ categories: { categoryID: string; categoryName: string }[] }>('GET', '/viewAllcategory');
  expect(body.categories.length).toBeGreaterThan(0);
  for (const { categoryID, categoryName } of body.categories) {
    const entry = paths.find((path) => path.startsWith(`/category/${encodeURIComponent(categoryID)}?`));
    expect(entry, categoryID).toBeDefined();
    expect(new URL(entry!, 'http://x').searchParams.get('catname')).toBe(categoryName);
  }
});

test('the products sitemap lists product pages that answer', async ({ request }) => {
  const [, firstProducts] = await childSitemaps(request);
  const paths = locs(await getXml(request, firstProducts!)).map(localPath);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect(path).toMatch(/^\/product\/[^/?]+$/);
  const sample = [paths[0]!, paths[Math.floor(paths.length / 2)]!, paths.at(-1)!];
  for (const path of sample) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
});

test('the home page has a title and a description', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10}/);
});

test('a phone can install the storefront: a web app manifest and a home-screen icon, all served', async ({ page, request }) => {
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const appleIconHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(manifestHref).toBeTruthy();

  const response = await request.get(manifestHref!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as { short_name: string; start_url: string; icons: { src: string; type: string }[] };
  expect(await page.title()).toContain(manifest.short_name);
  expect((await request.get(manifest.start_url)).status()).toBe(200);

  for (const src of [...manifest.icons.map((icon) => icon.src), appleIconHref!]) {
    const icon = await request.get(src);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toMatch(/^image\//);
  }
});

interface ProductLd {
  '@type': string;
  name: string;
  sku: string;
  offers: { price: string; priceCurrency: string };
}

test('a product page carries a canonical URL, link-preview tags and Product structured data', async ({ page }) => {
  const { body } = await providerCall<{ data: { products: { productId: string; product_name: string; selling_price: string | number }[] } }>(
    'GET',
    '/allProducts?per_page=1&page=1',
  );
  const product = body.data.products[0]!;
  await page.goto(`/product/${encodeURIComponent(product.productId)}`);

  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(`/product/${encodeURIComponent(product.productId)}`);
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain(product.product_name);
  await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\/[^/]+\/media\//);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);

  const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((text) => [JSON.parse(text) as ProductLd | ProductLd[]].flat());
  const productLd = documents.find((doc) => doc['@type'] === 'Product');
  expect(productLd).toBeDefined();
  expect(productLd!.sku).toBe(product.productId);
  // The provider's price, to the cent, and the one the page shows beside the title.
  expect(productLd!.offers.price).toBe(Number(product.selling_price).toFixed(2));
  const shown = formatPrice(Number(productLd!.offers.price), currencyOf(productLd!.offers.priceCurrency));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).locator('xpath=../..').getByText(shown, { exact: true })).toBeVisible();
});

test('each catalogue page asks for one picture first, its largest paint, and no other', async ({ request }) => {
  const category = await seededCategory();
  const [product] = await categoryProducts(category.categoryID);
  const pages = [
    '/',
    '/allproduct',
    '/allcategory',
    `/category/${category.categoryID}?catname=${encodeURIComponent(category.categoryName)}`,
    `/product/${product!.productId}`,
    '/searchpage/rice',
  ];
  // A picture's file in next/image's URL; the hero's narrow-screen copy is the same picture.
  const fileOf = (tag: string) => decodeURIComponent(/url=([^&]+)/.exec(tag)?.[1] ?? '').replace(/-mobile(?=\.\w+$)/, '');
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const first = [...html.matchAll(/<img\b[^>]*\bfetchpriority="high"[^>]*>/gi)].map(([tag]) => tag);
    expect(first, `${path}: pictures loaded first`).toHaveLength(1);
    const preloads = [...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>/gi)].map(([tag]) => fileOf(tag));
    expect(preloads.length, `${path}: picture preloads`).toBeGreaterThan(0);
    expect(new Set(preloads), `${path}: what its preloads name`).toEqual(new Set([fileOf(first[0]!)]));
  }
});
