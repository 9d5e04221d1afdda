/** Real pages of a sandbox's catalogue to measure, chosen through its provider API. */

async function providerJson(url) {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

const categoryPath = (category, params = {}) =>
  `/category/${encodeURIComponent(category.categoryID)}?${new URLSearchParams({ catname: category.categoryName, ...params })}`;
const productPath = (product) => `/product/${encodeURIComponent(product.productId)}`;
const searchPath = (term) => `/searchpage/${encodeURIComponent(term)}`;

/**
 * The storefront's main pages: the first category, the newest product and a search for the first
 * word of its name. `catalogue` pages have the first-load JS goal; `lighthouse` ones are audited.
 */
export async function mainPages(providerApi) {
  const { categories } = await providerJson(`${providerApi}/viewAllcategory`);
  const { data } = await providerJson(`${providerApi}/allProducts?per_page=1`);
  const [category] = categories;
  const [product] = data.products;
  return [
    { name: 'home', path: '/', catalogue: true, lighthouse: true, throughput: true },
    { name: 'all products', path: '/allproduct', catalogue: true },
    { name: 'all categories', path: '/allcategory', catalogue: true },
    { name: 'category', path: categoryPath(category), catalogue: true, lighthouse: true, throughput: true },
    { name: 'product', path: productPath(product), catalogue: true, lighthouse: true, throughput: true },
    {
      name: 'search',
      path: searchPath(product.product_name.split(/\s+/)[0].toLowerCase()),
      catalogue: true,
      lighthouse: true,
      note: '/searchpage is disallowed in robots.txt on purpose, so SEO "is-crawlable" fails here by design',
    },
    { name: 'about', path: '/about' },
  ];
}

/** Words in the curated catalogue's names, so every search finds a full page at any size. */
export const SEARCH_TERMS = ['rice', 'yam', 'tomato', 'beans', 'garri', 'pepper', 'onion', 'plantain', 'oil', 'maize', 'cassava', 'honey'];

/**
 * Untimed first renders per scale page. The first loads the route's code; the next ones let V8
 * optimise it: the first few renders of a route took up to twice as long as the tenth, a cost that
 * does not depend on the catalogue and, caught in the samples, moved their median from run to run.
 */
export const WARM_UPS = 10;
/** Timed first renders per scale page, whose median is reported. */
export const SAMPLES = 11;
const URLS = WARM_UPS + SAMPLES;

/**
 * Pages whose cost could grow with the catalogue, each as URLs that exist at any catalogue size of
 * 1,000 or more and were not prerendered by the build, so that the first request of each renders
 * it: `warmUps`, then the cold `samples`, of which `samples.at(-1)` is then loaded for warm
 * throughput. Search renders on every request anyway.
 */
export async function scalePages(providerApi) {
  const { categories } = await providerJson(`${providerApi}/viewAllcategory`);
  const { data } = await providerJson(`${providerApi}/allProducts?per_page=1`);
  const indexes = [...Array(URLS).keys()];
  // The oldest products are the seed's first generated variants: the same at every size above the curated catalogue.
  const oldest = await Promise.all(indexes.map((k) => providerJson(`${providerApi}/allProducts?per_page=1&page=${data.total - k}`)));
  // Pages 2 and 3 of the first four categories in each sort: every category has more than two pages from 1,000 products.
  const sorted = ['2', '3'].flatMap((page) =>
    ['price_asc', 'price_desc', 'rating'].flatMap((sort) => categories.slice(0, 4).map((category) => categoryPath(category, { sort, page }))),
  );
  const pages = [
    { name: 'category (sorted, pages 2 and 3)', urls: sorted.slice(0, URLS) },
    { name: 'product', urls: oldest.map((answer) => productPath(answer.data.products[0])) },
    // Each term's second page warms the route up; a term's first page is then still a new URL.
    { name: 'search (dynamic)', urls: [...SEARCH_TERMS.slice(0, WARM_UPS).map((term) => `${searchPath(term)}?page=2`), ...SEARCH_TERMS.slice(0, SAMPLES).map(searchPath)] },
    { name: 'all products, page N', urls: indexes.map((k) => `/allproduct?page=${2 + 2 * k}`) },
  ];
  return [
    ...pages.map(({ name, urls }) => ({ name, warmUps: urls.slice(0, WARM_UPS), samples: urls.slice(WARM_UPS) })),
    // Cached copies, whatever the request: as many samples as the other pages, so that one slow
    // answer of about 10 ms (the machine busy elsewhere) cannot move the median (4 samples did: 1.9x).
    // The pages sitemap and the first products one in turn, ending on the latter for the warm load.
    {
      name: 'pages sitemap and first products sitemap',
      warmUps: ['/sitemap.xml'],
      samples: Array.from({ length: SAMPLES }, (_, k) => `/sitemaps/sitemap/${(SAMPLES - k) % 2}.xml`),
      prerendered: true,
    },
  ];
}
