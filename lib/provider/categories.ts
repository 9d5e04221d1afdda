import 'server-only';
import { z } from 'zod';
import type { Category, CategoryProducts, PopularCategory, ProductSort } from '@/lib/domain/catalogue';
import { apiPath, orOnNotFound, providerRequest, type FetchCache } from './http';
import { mediaPathFromUrl } from './images';
import { pageFields, textOrNull, toPage, validRows } from './schemas/common';
import { categorySchema, popularCategorySchema } from './schemas/categories';
import { productSummarySchema } from './schemas/products';

export async function viewAllcategory(cache?: FetchCache): Promise<Category[]> {
  const schema = z.object({ categories: z.array(categorySchema) });
  return (await providerRequest({ path: '/viewAllcategory', schema, cache })).categories;
}

/** One category, or null when the provider does not know it. */
export function viewCategory(categoryId: string, cache?: FetchCache): Promise<Category | null> {
  const schema = z.object({ category: categorySchema }).transform((body) => body.category);
  return orOnNotFound(providerRequest({ path: apiPath`/viewCategory/${categoryId}`, schema, cache }), null);
}

export async function popularCategories(cache?: FetchCache): Promise<PopularCategory[]> {
  const schema = z.object({ popular_categories: z.array(popularCategorySchema) });
  return (await providerRequest({ path: '/popularCategories', schema, cache })).popular_categories;
}

const categoryDetailsSchema = z
  .object({
    category_name: z.string(),
    category_image: textOrNull,
    products: validRows(productSummarySchema, 'product'),
    ...pageFields,
  })
  .transform((body) => ({ name: body.category_name, imageUrl: mediaPathFromUrl(body.category_image), products: toPage(body.products, body) }));

export interface CategoryDetailsParams {
  page?: number;
  perPage?: number;
  sort?: ProductSort;
}

/**
 * A category's products, or null for an unknown category. The sandbox pages and sorts when asked;
 * the real provider ignores the parameters and answers every product as one page.
 */
export async function categoryDetails(
  categoryId: string,
  params: CategoryDetailsParams = {},
  cache?: FetchCache,
): Promise<CategoryProducts | null> {
  const query = { page: params.page, per_page: params.perPage, sort: params.sort };
  const request = providerRequest({ path: apiPath`/categoryDetails/${categoryId}`, query, schema: categoryDetailsSchema, cache });
  const details = await orOnNotFound(request, null);
  return details && { categoryId, ...details };
}
