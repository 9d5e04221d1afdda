import type { Deps } from '../deps';
import { ORDER_STATUSES, type OrderStatus } from '../db/schema';
import { laravelTimestamp } from '../lib/time';
import { moveSale } from './place-order';

/** The delivery path in order; `cancelled` leaves it from any step before delivery. */
export const DELIVERY_STEPS: readonly OrderStatus[] = ['placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered'];

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order in status `from` may move to `to`: forward along the path, or cancelled before delivery. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return to === 'cancelled'
    ? from !== 'delivered' && from !== 'cancelled'
    : from !== 'cancelled' && DELIVERY_STEPS.indexOf(to) > DELIVERY_STEPS.indexOf(from);
}

export type StatusChange = { ok: true } | { ok: false; reason: 'not_found' | 'not_allowed'; message: string };

/**
 * Moves every row of an order to `status` and records the change with its time, if `canMoveOrder`
 * allows it. The check reads inside the transaction that writes: two changes at once (delivered and
 * cancelled from out_for_delivery) cannot both pass it against the same old status. Cancelling
 * puts the order's units back in stock and takes back its sellers' credit, in the same transaction:
 * otherwise a cancelled order's goods could never be sold again.
 */
export async function setOrderStatus(deps: Deps, orderId: string, status: OrderStatus): Promise<StatusChange> {
  return deps.db.transaction().execute(async (trx): Promise<StatusChange> => {
    const rows = await trx.selectFrom('orders').select(['order_status', 'productId', 'sellerId', 'quantity', 'amount']).where('orderId', '=', orderId).execute();
    const from = rows[0]?.order_status;
    if (!from) return { ok: false, reason: 'not_found', message: 'Order not found.' };
    if (!canMoveOrder(from, status)) return { ok: false, reason: 'not_allowed', message: `An order that is ${from} cannot become ${status}.` };
    const at = laravelTimestamp(deps.clock());
    await trx.updateTable('orders').set({ order_status: status, updated_at: at }).where('orderId', '=', orderId).execute();
    await trx.insertInto('order_status_history').values({ orderId, status, created_at: at }).execute();
    if (status === 'cancelled') {
      for (const row of rows) await moveSale(trx, { ...row, total: row.amount * row.quantity }, -1, at);
    }
    return { ok: true };
  });
}

/** `[{status, created_at}]` oldest first, for getOrders/getOrderById and the console. */
export async function statusHistory(deps: Deps, orderIds: readonly string[]): Promise<Map<string, { status: OrderStatus; created_at: string }[]>> {
  const out = new Map<string, { status: OrderStatus; created_at: string }[]>();
  if (orderIds.length === 0) return out;
  const rows = await deps.db
    .selectFrom('order_status_history')
    .select(['orderId', 'status', 'created_at'])
    .where('orderId', 'in', [...new Set(orderIds)])
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const list = out.get(row.orderId) ?? [];
    list.push({ status: row.status, created_at: row.created_at });
    out.set(row.orderId, list);
  }
  return out;
}
