import { sql, type Kysely } from 'kysely';
import type { DB, NewOrderRow, Payment, Seller } from '../db/schema';
import { idFormats, uniqueId } from '../lib/ids';
import { roundMoney } from '../serialize/numbers';
import { roundWeight } from '../cart/totals';
import { lineTotal, paymentCustomer, paymentItems, type PaymentItem } from './payment-snapshot';

/** The platform keeps 8 % of each sale; the seller accrues the rest (the original's ledger). */
const PLATFORM_SHARE = 0.08;

export interface Shortage {
  productName: string;
  requested: number;
  available: number;
}

/**
 * The first line the stock cannot cover, or null. A product gone from the catalogue has none left,
 * and so has one switched off since it went in the cart: inactive products cannot be bought.
 */
export async function findShortage(trx: Kysely<DB>, items: readonly PaymentItem[]): Promise<Shortage | null> {
  const stock = await trx
    .selectFrom('products')
    .select(['productId', 'quantityin_stock'])
    .where('productId', 'in', items.map((i) => i.productId))
    .where('is_active', '=', 1)
    .execute();
  const left = new Map(stock.map((p) => [p.productId, p.quantityin_stock]));
  for (const item of items) {
    const available = left.get(item.productId) ?? 0;
    if (available < item.quantity) return { productName: item.product_name, requested: item.quantity, available };
  }
  return null;
}

export interface Sale {
  productId: string;
  sellerId: string;
  quantity: number;
  /** What the line sold for (unit price × quantity), before the platform's share. */
  total: number;
}

/**
 * Moves a line's units from in-stock to sold and credits its seller (`direction` 1), or, for a
 * cancelled order, moves them back and takes the credit back (-1), to the cent. Selling needs the
 * stock: false when there is not enough (nothing changed). A product or seller gone since is skipped.
 */
export async function moveSale(trx: Kysely<DB>, sale: Sale, direction: 1 | -1, at: string): Promise<boolean> {
  const units = sale.quantity * direction;
  let stock = trx
    .updateTable('products')
    .set((eb) => ({
      quantityin_stock: eb('quantityin_stock', '-', units),
      quantity_sold: sql<number>`max(quantity_sold + ${units}, 0)`,
    }))
    .where('productId', '=', sale.productId);
  if (direction === 1) stock = stock.where('quantityin_stock', '>=', sale.quantity);
  const moved = await stock.executeTakeFirst();
  if (direction === 1 && moved.numUpdatedRows !== 1n) return false;

  const platformFee = roundMoney(sale.total * PLATFORM_SHARE);
  await trx
    .updateTable('sellers')
    .set({
      accrued_profit: sql<number>`round(accrued_profit + ${roundMoney(sale.total - platformFee) * direction}, 2)`,
      platform_fee: sql<number>`round(platform_fee + ${platformFee * direction}, 2)`,
      updated_at: at,
    })
    .where('sellerId', '=', sale.sellerId)
    .execute();
  return true;
}

function sellerFullname(seller: Seller): string {
  return seller.seller_type === 'company' ? (seller.companyname ?? '') : `${seller.firstname ?? ''} ${seller.lastname ?? ''}`.trim();
}

/**
 * Turns a paid payment into an order, inside the caller's transaction (contract 2.9, createOrder):
 * one orders row per line sharing one orderId, its first two status steps, stock moved from
 * in-stock to sold, the sellers' ledger, and the bought lines out of the cart. The caller has
 * checked the stock in the same transaction, so none of this can oversell.
 */
export async function placeOrder(trx: Kysely<DB>, payment: Payment, at: string): Promise<string> {
  const items = paymentItems(payment);
  const customer = paymentCustomer(payment);
  const orderId = await uniqueId(idFormats.order, async (id) =>
    Boolean(await trx.selectFrom('orders').select('id').where('orderId', '=', id).executeTakeFirst()),
  );
  const sellers = await trx
    .selectFrom('sellers')
    .selectAll()
    .where('sellerId', 'in', items.map((i) => i.sellerId))
    .execute();
  const sellerById = new Map(sellers.map((s) => [s.sellerId, s]));

  const rows: NewOrderRow[] = items.map((item) => {
    const seller = sellerById.get(item.sellerId);
    return {
      orderId,
      buyerId: payment.buyerId,
      productId: item.productId,
      productName: item.product_name,
      productImage: item.product_image,
      amount: item.selling_price,
      quantity: item.quantity,
      paymentMethod: payment.method,
      paymentReference: payment.reference,
      shippingFee: payment.shipping_fee,
      order_status: 'confirmed',
      currency: payment.currency,
      // Paystack reports the channel ("card"); the original writes "stripe" on the Stripe path.
      channel: payment.method === 'paystack' ? 'card' : 'stripe',
      payment_id: payment.payment_id ?? 0,
      country_code: 'NG',
      customer_email: customer.email,
      shipping_address: customer.shipping_address,
      billing_address: customer.billing_address,
      city: customer.city,
      state: customer.state,
      order_notes: customer.order_notes,
      grand_price: payment.amount,
      firstname: customer.firstname,
      lastname: customer.lastname,
      phone_number: customer.phone_number,
      sellerId: item.sellerId,
      sellerFullname: seller ? sellerFullname(seller) : '',
      sellerEmail: seller?.email ?? '',
      sellerPhone: seller?.phone ?? '',
      created_at: at,
      updated_at: at,
    };
  });
  await trx.insertInto('orders').values(rows).execute();
  await trx
    .insertInto('order_status_history')
    .values([
      { orderId, status: 'placed', created_at: payment.created_at },
      { orderId, status: 'confirmed', created_at: at },
    ])
    .execute();

  for (const item of items) {
    const moved = await moveSale(trx, { ...item, total: lineTotal(item) }, 1, at);
    // Unreachable after findShortage; throwing rolls the whole order back rather than oversell.
    if (!moved) throw new Error(`Stock of ${item.productId} changed during checkout.`);
  }

  // Only what was paid for leaves the cart: lines, or units of a line, added while the payment page
  // was open stay.
  for (const item of items) {
    const line = await trx
      .selectFrom('carts')
      .select(['id', 'quantity', 'selling_price', 'productWeight'])
      .where('buyerId', '=', payment.buyerId)
      .where('productId', '=', item.productId)
      .executeTakeFirst();
    if (!line) continue;
    const left = line.quantity - item.quantity;
    if (left <= 0) {
      await trx.deleteFrom('carts').where('id', '=', line.id).execute();
      continue;
    }
    const unitWeight = line.productWeight / line.quantity;
    await trx
      .updateTable('carts')
      .set({ quantity: left, total_price: roundMoney(line.selling_price * left), productWeight: roundWeight(unitWeight * left), updated_at: at })
      .where('id', '=', line.id)
      .execute();
  }
  return orderId;
}
