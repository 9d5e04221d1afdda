import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { ORDER_STATUSES, type OrderRow, type OrderStatus } from '../../db/schema';
import type { Deps } from '../../deps';
import { oneOf } from '../../http/choice';
import { readBody } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { fail } from '../../http/errors';
import { validate } from '../../http/validation';
import { canMoveOrder, setOrderStatus } from '../../orders/status';
import { field, formOutcome } from './forms';
import { count, statusLabel, when } from './format';
import { renderPage } from './layout';
import { PAGE_SIZE, pageOf, pager } from './paging';
import { requireSession } from './session';

const orderStatusSchema = z.object({ status: oneOf('status', ORDER_STATUSES) });

/**
 * Validates `{status}` and moves the order (orders/status.ts decides what is allowed). Unknown
 * order 404, a move the path does not allow 409, both with the service's message.
 */
export async function changeOrderStatus(deps: Deps, orderId: string, body: Record<string, unknown>): Promise<OrderStatus> {
  const { status } = validate(orderStatusSchema, body);
  const change = await setOrderStatus(deps, orderId, status);
  if (!change.ok) throw fail(change.reason === 'not_found' ? 404 : 409, change.message);
  return status;
}

/** One page of orders (rows grouped by orderId), the most recent first. */
async function orderPage(deps: Deps, offset: number): Promise<{ orders: OrderRow[][]; total: number }> {
  const [groups, distinct] = await Promise.all([
    deps.db
      .selectFrom('orders')
      .select((eb) => ['orderId', eb.fn.max('id').as('last')])
      .groupBy('orderId')
      .orderBy('last', 'desc')
      .limit(PAGE_SIZE)
      .offset(offset)
      .execute(),
    deps.db
      .selectFrom('orders')
      .select((eb) => eb.fn.count<number>('orderId').distinct().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = groups.map((g) => g.orderId);
  const rows = ids.length ? await deps.db.selectFrom('orders').selectAll().where('orderId', 'in', ids).orderBy('id').execute() : [];
  const byOrder = new Map<string, OrderRow[]>(ids.map((id) => [id, []]));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  return { orders: [...byOrder.values()], total: distinct.n };
}

function statusForm(order: OrderRow, page: number) {
  const next = ORDER_STATUSES.filter((s) => canMoveOrder(order.order_status, s));
  if (next.length === 0) return html`<span>No further status</span>`;
  const id = `status-${order.orderId}`;
  return html`<form method="post" action="/sandbox/orders/${encodeURIComponent(order.orderId)}/status">
    <input type="hidden" name="page" value="${page}">
    <label for="${id}" class="sr-only">New status for order ${order.orderId}</label>
    <select id="${id}" name="status">${next.map((s) => html`<option value="${s}">${statusLabel(s)}</option>`)}</select>
    <button type="submit">Set status</button>
  </form>`;
}

function orderRow(lines: OrderRow[], page: number) {
  const first = lines[0];
  if (!first) return '';
  const buyer = `${first.firstname} ${first.lastname}`.trim();
  return html`<tr>
    <th scope="row">${first.orderId}</th>
    <td>${when(first.created_at)}</td>
    <td>${buyer}<br><small>${first.customer_email} · ${first.buyerId}</small></td>
    <td><ul>${lines.map((l) => html`<li>${l.productName} × ${l.quantity}</li>`)}</ul></td>
    <td>${first.currency} ${first.grand_price.toFixed(2)}</td>
    <td>${statusLabel(first.order_status)}<br><small>since ${when(first.updated_at)}</small></td>
    <td>${statusForm(first, page)}</td>
  </tr>`;
}

export function consoleOrderRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const session = requireSession(deps);

  r.get('/orders', session, async (c) => {
    const { page, offset } = pageOf(c);
    const { orders, total } = await orderPage(deps, offset);
    return renderPage(c, deps, {
      title: 'Orders',
      section: 'orders',
      body: html`<p>${count(total, 'order')}. An order moves forward along placed, confirmed, shipped, out for delivery and delivered, or is cancelled before delivery.</p>
        ${orders.length
          ? html`<table>
              <caption class="sr-only">Orders, most recent first</caption>
              <thead><tr><th scope="col">Order</th><th scope="col">Placed</th><th scope="col">Buyer</th><th scope="col">Items</th><th scope="col">Total paid</th><th scope="col">Status</th><th scope="col">Change status</th></tr></thead>
              <tbody>${orders.map((lines) => orderRow(lines, page))}</tbody>
            </table>`
          : html`<p>No orders yet.</p>`}
        ${pager('/sandbox/orders', {}, page, total)}`,
    });
  });

  r.post('/orders/:orderId/status', session, async (c) => {
    const orderId = c.req.param('orderId');
    const body = await readBody(c);
    const page = /^\d+$/.test(field(body, 'page')) ? field(body, 'page') : undefined;
    return formOutcome(c, { path: '/sandbox/orders', params: { page } }, async () => {
      const status = await changeOrderStatus(deps, orderId, body);
      return `Order ${orderId} is now ${statusLabel(status)}.`;
    });
  });

  return r;
}
