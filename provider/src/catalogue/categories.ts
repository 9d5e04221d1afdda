import { sql } from 'kysely';
import type { Category } from '../db/schema';
import type { Deps } from '../deps';
import { isActive } from './products';

export const POPULAR_CATEGORY_LIMIT = 5;

export function findCategory(deps: Deps, categoryID: string): Promise<Category | undefined> {
  return deps.db.selectFrom('categories').selectAll().where('categoryID', '=', categoryID).executeTakeFirst();
}

export function allCategories(deps: Deps): Promise<Category[]> {
  return deps.db.selectFrom('categories').selectAll().orderBy('id', 'desc').execute();
}

/** The five categories with the most active products (empty ones included, as withCount does). */
export async function popularCategories(deps: Deps): Promise<{ category: Category; productsCount: number }[]> {
  const rows = await deps.db
    .selectFrom('categories')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('products')
          .select(['categoryID', (count) => count.fn.countAll<number>().as('n')])
          .where(isActive)
          .groupBy('categoryID')
          .as('counts'),
      (join) => join.onRef('counts.categoryID', '=', 'categories.categoryID'),
    )
    .selectAll('categories')
    .select(sql<number>`coalesce(counts.n, 0)`.as('products_count'))
    .orderBy('products_count', 'desc')
    .orderBy('categories.id', 'desc')
    .limit(POPULAR_CATEGORY_LIMIT)
    .execute();
  return rows.map(({ products_count, ...category }) => ({ category, productsCount: products_count }));
}
