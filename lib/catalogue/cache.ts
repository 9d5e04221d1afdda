import type { FetchCache } from '@/lib/provider/http';

/**
 * How long catalogue data may be served before it is fetched again (spec section 9: products,
 * product detail, reviews and categories 10 s; categories on the home page 10 min). Pages that
 * show this data revalidate on the same beat (their `revalidate` export must be a literal).
 */
export const CATALOGUE_SECONDS = 10;
export const HOME_CATEGORIES_SECONDS = 600;

export const catalogueCache: FetchCache = { next: { revalidate: CATALOGUE_SECONDS } };
export const homeCategoriesCache: FetchCache = { next: { revalidate: HOME_CATEGORIES_SECONDS } };
