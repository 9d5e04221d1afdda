import type { Category, NewProduct, OrderStatus, Seller } from '../../src/db/schema';
import type { Deps } from '../../src/deps';
import { laravelTimestamp } from '../../src/lib/time';

/** Rows the catalogue, review and wishlist tests need besides the shared fixtures. */

let orderCounter = 0;

/** One order row, as a completed checkout writes it, for purchase checks and sales counts. */
export async function insertOrderRow(
  deps: Deps,
  row: { buyerId: string; productId: string; quantity?: number; status?: OrderStatus; sellerId?: string },
): Promise<void> {
  const n = ++orderCounter;
  const now = laravelTimestamp(deps.clock());
  await deps.db
    .insertInto('orders')
    .values({
      orderId: String(5000000000 + n),
      buyerId: row.buyerId,
      productId: row.productId,
      productName: 'Ordered product',
      productImage: null,
      amount: 10,
      quantity: row.quantity ?? 1,
      paymentMethod: 'card',
      paymentReference: `ref-${n}`,
      shippingFee: 1,
      order_status: row.status ?? 'delivered',
      currency: 'USD',
      channel: 'card',
      payment_id: 900000 + n,
      country_code: 'NG',
      customer_email: 'buyer@example.com',
      shipping_address: '1 Allen Avenue',
      billing_address: '1 Allen Avenue',
      city: 'Ikeja',
      state: 'Lagos',
      order_notes: null,
      grand_price: 11,
      firstname: 'Chinedu',
      lastname: 'Eze',
      phone_number: '08012345678',
      sellerId: row.sellerId ?? 'AGS10000001',
      sellerFullname: 'Adaeze Okafor',
      sellerEmail: 'seller@example.com',
      sellerPhone: '08030000000',
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** A review written straight to the table (as the seeder does), bypassing submitProductFeedback. */
export async function insertReview(
  deps: Deps,
  review: { productId: string; buyerId: string; rating: number; name?: string; feedback?: string | null; createdAt?: string },
): Promise<void> {
  const at = review.createdAt ?? laravelTimestamp(deps.clock());
  await deps.db
    .insertInto('product_feedback')
    .values({
      productId: review.productId,
      SellerId: 'AGS10000001',
      product_name: 'Reviewed product',
      CategoryID: 'AGC100',
      product_catogory: 'Tubers',
      buyerId: review.buyerId,
      buyer_fullname: review.name ?? 'Reviewer',
      rating: review.rating,
      feedback: review.feedback === undefined ? 'Good produce.' : review.feedback,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/**
 * Inserts `count` products of one category and seller, 500 rows per INSERT (a multi-row insert
 * keeps 2,000 rows to a few statements). `shape(i)` sets each row's varying columns.
 */
export async function bulkInsertProducts(
  deps: Deps,
  options: { count: number; category: Category; seller: Seller; shape: (i: number) => Partial<NewProduct> },
): Promise<void> {
  const { count, category, seller, shape } = options;
  const now = laravelTimestamp(deps.clock());
  for (let start = 0; start < count; start += 500) {
    const rows: NewProduct[] = [];
    for (let i = start; i < Math.min(count, start + 500); i++) {
      rows.push({
        productId: `AGP${String(300000 + i)}`,
        sellerId: seller.sellerId,
        product_name: `Bulk product ${i}`,
        categoryID: category.categoryID,
        product_category: category.categoryName,
        cost_price: 1,
        selling_price: 2,
        quantityin_stock: 10,
        unit: 'kg',
        productWeight: 1,
        product_description: '<p>Bulk.</p>',
        product_image: `bulk-${i}.webp,`,
        created_at: now,
        updated_at: now,
        ...shape(i),
      });
    }
    await deps.db.insertInto('products').values(rows).execute();
  }
}
