import type { Kysely } from 'kysely';
import type { DB, OrderStatus } from '../db/schema';

/**
 * Order rows that do not count as a purchase: not yet paid, or cancelled. Used both for units sold
 * (popularProducts) and for who may review a product.
 */
export const NOT_PURCHASED: OrderStatus[] = ['placed', 'cancelled'];

export async function hasPurchased(db: Kysely<DB>, buyerId: string, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('buyerId', '=', buyerId)
    .where('productId', '=', productId)
    .where('order_status', 'not in', NOT_PURCHASED)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
