import { Hono } from 'hono';
import { requireBuyer } from '../auth/middleware';
import type { Deps } from '../deps';
import { failPlain } from '../http/errors';
import type { AppEnv } from '../http/env';
import { buyerOrder, buyerOrderLines } from '../orders/history';

/** Order history (contract 2.9). Only the caller's rows are ever read. */
export function orderRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = requireBuyer(deps);

  r.get('/getOrders', auth, async (c) => {
    const orders = await buyerOrderLines(deps, c.get('buyer').buyerId);
    // An empty history is a 404 on the real provider too (contract section 5).
    if (orders.length === 0) throw failPlain(404, 'No orders found for the authenticated user.');
    return c.json({ message: 'All orders fetched successfully for the authenticated user.', data: { orders } });
  });

  r.get('/getOrderById/:orderId', auth, async (c) => {
    const order = await buyerOrder(deps, c.get('buyer').buyerId, c.req.param('orderId'));
    if (!order) throw failPlain(404, 'No orders found for the authenticated user with the given order ID.');
    return c.json({ message: 'Orders fetched successfully.', data: order });
  });

  return r;
}
