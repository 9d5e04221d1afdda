import 'server-only';
import type { MetadataRoute } from 'next';
import { categoryUrl, productUrl } from '@/lib/catalogue/urls';
import { FAQ_CATEGORIES } from '@/lib/content/faq';
import { SERVICES } from '@/lib/content/services';
import { viewAllcategory } from '@/lib/provider/categories';
import type { FetchCache } from '@/lib/provider/http';
import { allProducts } from '@/lib/provider/products';
import { absoluteUrl } from './urls';

/**
 * The sitemaps: number 0 lists the fixed pages and every category, 1…n list the products, one
 * provider page of PRODUCTS_PER_SITEMAP each, so no request ever loads the whole catalogue and the
 * protocol's 50,000-URL limit per file is never near. /sitemap.xml is their index.
 * The provider sends each product whole (description included, about 1.3 kB), and Next's data
 * cache refuses answers over 2 MB: 1000 products a page stay well under that.
 */
export const PRODUCTS_PER_SITEMAP = 1000;

/** Same period as the routes' `revalidate` (which Next needs as a literal in each route file). */
const CACHE: FetchCache = { next: { revalidate: 3600 } };

const PAGE_PATHS = [
  '/',
  '/allproduct',
  '/allcategory',
  '/about',
  '/faq',
  ...FAQ_CATEGORIES.map(({ slug }) => `/faq/${slug}`),
  '/privacy-policy',
  '/terms-of-service',
  ...SERVICES.map(({ slug }) => `/services/${slug}`),
];

/** Where Next serves sitemap `id` of app/sitemaps/sitemap.ts (generateSitemaps' URL scheme). */
export function sitemapPath(id: number): string {
  return `/sitemaps/sitemap/${id}.xml`;
}

/** One cheap call (a one-product page) tells how many products, hence how many sitemaps. */
export async function sitemapIds(): Promise<number[]> {
  const { total } = await allProducts({ page: 1, perPage: 1 }, CACHE);
  return Array.from({ length: 1 + Math.ceil(total / PRODUCTS_PER_SITEMAP) }, (_, id) => id);
}

// Next writes `url` into <loc> unescaped. These paths are safe as they are: lib/catalogue/urls.ts
// percent-encodes ids and names, and a category URL has a single query parameter, so no raw `&`.
const entry = (path: string): MetadataRoute.Sitemap[number] => ({ url: absoluteUrl(path) });

async function pageEntries(): Promise<MetadataRoute.Sitemap> {
  const categories = await viewAllcategory(CACHE);
  return [...PAGE_PATHS, ...categories.map((category) => categoryUrl(category))].map(entry);
}

/** Inactive products are left out: the real provider still lists them, but nobody can buy them. */
async function productEntries(page: number): Promise<MetadataRoute.Sitemap> {
  const products = await allProducts({ page, perPage: PRODUCTS_PER_SITEMAP }, CACHE);
  return products.items.filter((product) => product.isActive).map((product) => entry(productUrl(product.id)));
}

export function sitemapEntries(id: number): Promise<MetadataRoute.Sitemap> {
  return id === 0 ? pageEntries() : productEntries(id);
}
