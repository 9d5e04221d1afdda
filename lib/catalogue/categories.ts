import 'server-only';
import type { Category, CategoryProducts } from '@/lib/domain/catalogue';
import { categoryDetails, viewAllcategory } from '@/lib/provider/categories';
import type { FetchCache } from '@/lib/provider/http';
import { catalogueCache } from './cache';
import { pageOf, type CategorySort } from './listing';

export const CATEGORY_PAGE_SIZE = 20;

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Every category, alphabetically and case-insensitively (spec: All categories). */
export async function loadCategories(cache: FetchCache = catalogueCache): Promise<Category[]> {
  const categories = await viewAllcategory(cache);
  return [...categories].sort((a, b) => byName.compare(a.name, b.name));
}

/** One page of a category's products, sorted as asked; null for an unknown category. */
export async function loadCategoryPage(categoryId: string, sort: CategorySort | null, page: number): Promise<CategoryProducts | null> {
  const details = await categoryDetails(categoryId, { page, perPage: CATEGORY_PAGE_SIZE, sort: sort ?? undefined }, catalogueCache);
  if (!details) return null;
  return { ...details, products: pageOf(details.products, page, CATEGORY_PAGE_SIZE, sort) };
}
