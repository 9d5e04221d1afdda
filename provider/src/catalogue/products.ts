import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB, Product } from '../db/schema';
import type { Deps } from '../deps';
import { laravelTimestamp } from '../lib/time';
import { pageOffset, type Paging } from './paging';
import { NOT_PURCHASED } from './purchases';
import { searchProductIds } from './search-index';

/**
 * Only active products are listed, searched or counted. Written as a literal (not a bound
 * parameter) so SQLite can use the partial index `products_active_category` for the counts.
 */
export const isActive = sql<SqlBool>`products.is_active = 1`;

export const PRODUCT_SORTS = ['price_asc', 'price_desc', 'rating', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number] | 'default';

export function parseSort(value: string | undefined): ProductSort {
  return (PRODUCT_SORTS as readonly string[]).includes(value ?? '') ? (value as ProductSort) : 'default';
}

/** Any product by its productId, active or not (product pages still answer for inactive ones). */
export function findProduct(db: Kysely<DB>, productId: string): Promise<Product | undefined> {
  return db.selectFrom('products').selectAll().where('productId', '=', productId).executeTakeFirst();
}

type SortKey = 'id' | 'selling_price' | 'average_rating' | 'created_at';

/**
 * Every order ends on id, so equal prices or ratings keep one order from page to page. Each matches
 * an index in one direction (migration 1 for the whole catalogue, 4 within a category); price_asc
 * breaks ties by id ascending for that reason.
 */
const SORT_ORDER: Record<ProductSort, [SortKey, 'asc' | 'desc'][]> = {
  default: [['id', 'desc']],
  price_asc: [['selling_price', 'asc'], ['id', 'asc']],
  price_desc: [['selling_price', 'desc'], ['id', 'desc']],
  rating: [['average_rating', 'desc'], ['id', 'desc']],
  newest: [['created_at', 'desc'], ['id', 'desc']],
};

function sorted<O>(query: SelectQueryBuilder<DB, 'products', O>, sort: ProductSort) {
  return SORT_ORDER[sort].reduce((q, [key, direction]) => q.orderBy(`products.${key}`, direction), query);
}

export interface ProductPage {
  rows: Product[];
  total: number;
}

function activeProducts(db: Kysely<DB>, categoryID?: string) {
  const base = db.selectFrom('products').where(isActive);
  return categoryID === undefined ? base : base.where('categoryID', '=', categoryID);
}

/**
 * Active products, optionally of one category, in `sort` order: what a listing page reads. An
 * index gives every order (migrations 1 and 4), so a page is read without sorting the catalogue.
 */
export function sortedActiveProducts(db: Kysely<DB>, categoryID: string | undefined, sort: ProductSort) {
  return sorted(activeProducts(db, categoryID).selectAll(), sort);
}

/** A page of active products, optionally of one category. */
export async function activeProductPage(
  deps: Deps,
  options: { categoryID?: string; sort: ProductSort; paging: Paging },
): Promise<ProductPage> {
  const { categoryID, sort, paging } = options;
  const { total } = await activeProducts(deps.db, categoryID)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const offset = pageOffset(paging, total);
  if (offset === null) return { rows: [], total };
  const rows = await sortedActiveProducts(deps.db, categoryID, sort).limit(paging.perPage).offset(offset).execute();
  return { rows, total };
}

/** Every active product of a category, newest first: categoryDetails without paging. */
export function activeProductsOfCategory(deps: Deps, categoryID: string): Promise<Product[]> {
  return deps.db.selectFrom('products').selectAll().where(isActive).where('categoryID', '=', categoryID).orderBy('id', 'desc').execute();
}

/** A page of the search's matches (search-index.ts), newest first; only the page's rows are loaded. */
export async function searchActiveProducts(deps: Deps, query: string, paging: Paging): Promise<ProductPage> {
  const matches = searchProductIds(deps.sqlite, query);
  const total = matches.length;
  const offset = pageOffset(paging, total);
  if (offset === null) return { rows: [], total };
  const ids = matches.slice(offset, offset + paging.perPage);
  const rows = await deps.db.selectFrom('products').selectAll().where('id', 'in', ids).orderBy('id', 'desc').execute();
  return { rows, total };
}

export const HOT_DEAL_HOURS = 48;
export const HOT_DEAL_LIMIT = 5;

/** Active products added in the last 48 hours, newest first. */
export function hotDeals(deps: Deps): Promise<Product[]> {
  const since = laravelTimestamp(new Date(deps.clock().getTime() - HOT_DEAL_HOURS * 3600 * 1000));
  return deps.db
    .selectFrom('products')
    .selectAll()
    .where(isActive)
    .where('created_at', '>=', since)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(HOT_DEAL_LIMIT)
    .execute();
}

export const POPULAR_PRODUCT_LIMIT = 10;

/**
 * The best sellers by units in paid, uncancelled orders of the product itself (the original counts
 * the seller's orders). Like the original's withCount, products without sales fill the list, newest first.
 */
export async function popularProducts(deps: Deps): Promise<{ product: Product; unitsSold: number }[]> {
  // Grouping the orders first keeps this proportional to the orders, not to the whole catalogue.
  const sold = deps.db
    .selectFrom('orders')
    .select(['productId', (eb) => eb.fn.sum<number>('quantity').as('units_sold')])
    .where('order_status', 'not in', NOT_PURCHASED)
    .groupBy('productId')
    .as('sold');
  const sellers = await deps.db
    .selectFrom(sold)
    .innerJoin('products', 'products.productId', 'sold.productId')
    .selectAll('products')
    .select('sold.units_sold')
    .where(isActive)
    .orderBy('sold.units_sold', 'desc')
    .orderBy('products.id', 'desc')
    .limit(POPULAR_PRODUCT_LIMIT)
    .execute();
  const ranked = sellers.map(({ units_sold, ...product }) => ({ product, unitsSold: units_sold }));
  const missing = POPULAR_PRODUCT_LIMIT - ranked.length;
  if (missing === 0) return ranked;

  const taken = ranked.map((r) => r.product.id);
  const fillQuery = deps.db.selectFrom('products').selectAll().where(isActive).orderBy('id', 'desc').limit(missing);
  const fill = await (taken.length ? fillQuery.where('id', 'not in', taken) : fillQuery).execute();
  return [...ranked, ...fill.map((product) => ({ product, unitsSold: 0 }))];
}
