import { Hono } from 'hono';
import { requireBuyer } from '../auth/middleware';
import type { Deps } from '../deps';
import { readBody } from '../http/body';
import { fail } from '../http/errors';
import type { AppEnv } from '../http/env';
import { startCheckout } from '../orders/checkout';
import { gatewayAnswer } from '../orders/gateway-answer';

/** confirmOrder (contract 2.8): starts a sandbox payment and answers like the chosen gateway. */
export function checkoutRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = requireBuyer(deps);

  r.post('/confirmOrder/:buyerId', auth, async (c) => {
    const buyer = c.get('buyer');
    if (c.req.param('buyerId') !== buyer.buyerId) throw fail(401, 'Buyer ID does not match the authenticated buyer.');
    const payment = await startCheckout(deps, buyer, await readBody(c));
    return c.json(gatewayAnswer(deps.config, payment));
  });

  return r;
}
