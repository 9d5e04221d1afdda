import type { Deps } from '../deps';
import type { OrderRow } from '../db/schema';
import { assetUrl, imageFiles, UPLOAD_DIRS } from '../serialize/images';
import { asProviderString, roundMoney } from '../serialize/numbers';
import { statusHistory } from './status';

/** An orders row as the original serializes it: business columns as strings, `payment_id` an integer. */
function orderJson(row: OrderRow) {
  return {
    ...row,
    amount: asProviderString(row.amount),
    quantity: asProviderString(row.quantity),
    Discount: asProviderString(row.Discount),
    shippingFee: asProviderString(row.shippingFee),
    grand_price: asProviderString(row.grand_price),
  };
}

/**
 * First image URL per ordered product: the catalogue's current pictures, else those the order was
 * placed with, else null.
 */
async function firstImages(deps: Deps, rows: readonly OrderRow[]): Promise<Map<string, string | null>> {
  const products = await deps.db
    .selectFrom('products')
    .select(['productId', 'product_image'])
    .where('productId', 'in', [...new Set(rows.map((r) => r.productId))])
    .execute();
  const current = new Map(products.map((p) => [p.productId, p.product_image]));
  const out = new Map<string, string | null>();
  for (const row of rows) {
    const file = imageFiles(current.get(row.productId) ?? row.productImage)[0];
    out.set(row.productId, file ? assetUrl(deps.config.publicUrl, UPLOAD_DIRS.product, file) : null);
  }
  return out;
}

/** The rows plus what every order line carries in both calls. */
async function withDetails(deps: Deps, rows: OrderRow[]) {
  if (rows.length === 0) return [];
  const [images, history] = await Promise.all([firstImages(deps, rows), statusHistory(deps, rows.map((r) => r.orderId))]);
  return rows.map((row) => ({
    row,
    image: images.get(row.productId) ?? null,
    // The original multiplies by the whole order's grand_price; the line total is quantity × unit price.
    lineTotal: roundMoney(row.quantity * row.amount),
    history: history.get(row.orderId) ?? [],
  }));
}

/** getOrders: every order line of the buyer, newest first; the client groups them by orderId. */
export async function buyerOrderLines(deps: Deps, buyerId: string) {
  const rows = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('buyerId', '=', buyerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const lines = await withDetails(deps, rows);
  return lines.map(({ row, image, lineTotal, history }) => ({
    ...orderJson(row),
    product_image: image,
    total_price_per_item: lineTotal,
    status_history: history,
  }));
}

/** getOrderById: one of the buyer's orders with its totals, or null when it is not theirs. */
export async function buyerOrder(deps: Deps, buyerId: string, orderId: string) {
  const rows = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('buyerId', '=', buyerId)
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
  const first = rows[0];
  if (!first) return null;
  const lines = await withDetails(deps, rows);
  const subtotal = roundMoney(lines.reduce((sum, line) => sum + line.lineTotal, 0));
  return {
    orders: lines.map(({ row, image, lineTotal, history }) => ({
      ...orderJson(row),
      product_image_url: image,
      price_per_item: row.amount,
      total_price_per_item: lineTotal,
      status_history: history,
    })),
    subtotal,
    shipping_fee: asProviderString(first.shippingFee),
    total: roundMoney(subtotal + first.shippingFee),
  };
}
