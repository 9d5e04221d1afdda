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

export const SEARCH_TERMS = ['rice', 'yam', 'tomato', 'beans'];

/**
 * Pages whose cost could grow with the catalogue, each as several URLs that exist at any catalogue
 * size of 1,000 or more and were not prerendered by the build, so that the first request of each
 * renders it: `urls[0]` loads the route's code, the others are the cold samples, and `urls.at(-1)`
 * is then loaded for warm throughput. Search renders on every request anyway.
 */
export async function scalePages(providerApi) {
  const { categories } = await providerJson(`${providerApi}/viewAllcategory`);
  const { data } = await providerJson(`${providerApi}/allProducts?per_page=1`);
  // The oldest products are the seed's first generated variants: the same at every size above the curated catalogue.
  const oldest = await Promise.all([0, 1, 2, 3].map((k) => providerJson(`${providerApi}/allProducts?per_page=1&page=${data.total - k}`)));
  const [category] = categories;
  return [
    { name: 'category (sorted, page 2)', urls: ['price_asc', 'price_desc', 'rating', 'price_asc'].map((sort, i) => categoryPath(category, { sort, page: String(2 + Math.floor(i / 3)) })) },
    { name: 'product', urls: oldest.map((answer) => productPath(answer.data.products[0])) },
    { name: 'search (dynamic)', urls: SEARCH_TERMS.map(searchPath) },
    { name: 'all products, page N', urls: [2, 10, 20, 40].map((page) => `/allproduct?page=${page}`) },
    { name: 'sitemap index and products sitemap', urls: ['/sitemap.xml', '/sitemaps/sitemap/0.xml', '/sitemaps/sitemap/1.xml'], prerendered: true },
  ];
}
