import type { CartRow } from '../db/schema';
import { asProviderString } from '../serialize/numbers';

/** A carts row as the original serializes it: its business columns are VARCHAR, so they leave as strings. */
export function cartRowJson(row: CartRow) {
  return {
    id: row.id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    productId: row.productId,
    buyerId: row.buyerId,
    product_name: row.product_name,
    product_image: row.product_image,
    product_category: row.product_category,
    selling_price: asProviderString(row.selling_price),
    total_price: asProviderString(row.total_price),
    quantity: asProviderString(row.quantity),
    categoryID: row.categoryID,
    cartId: row.cartId,
    productWeight: asProviderString(row.productWeight),
    buyerType: row.buyerType,
  };
}
