import { Hono } from 'hono';
import type { Deps } from '../deps';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { completePayment, isPaymentOutcome } from '../orders/complete-payment';
import { returnUrl } from '../orders/payment-urls';
import { invalidOutcomePage, notFoundPage, outOfStockPage, paymentPage, sendPage, settledPage } from './pay-pages';

/** The hosted payment page confirmOrder's authorization URLs open (`/sandbox/pay/{reference}`). */
export function payRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { config } = deps;

  r.get('/pay/:reference', async (c) => {
    const payment = await deps.db.selectFrom('payments').selectAll().where('reference', '=', c.req.param('reference')).executeTakeFirst();
    if (!payment) return sendPage(c, config, notFoundPage(config), 404);
    return sendPage(c, config, payment.status === 'pending' ? paymentPage(config, payment) : settledPage(config, payment));
  });

  r.post('/pay/:reference', async (c) => {
    const reference = c.req.param('reference');
    const { outcome } = await readBody(c);
    if (!isPaymentOutcome(outcome)) return sendPage(c, config, invalidOutcomePage(config, reference), 422);
    const result = await completePayment(deps, reference, outcome);
    if (result.kind === 'not_found') return sendPage(c, config, notFoundPage(config), 404);
    if (result.kind === 'out_of_stock') return sendPage(c, config, outOfStockPage(config, result.payment, result.shortage), 409);
    // Paid, declined, cancelled, or settled before: the buyer returns where that outcome leads.
    return c.redirect(returnUrl(config, result.payment), 303);
  });

  return r;
}
