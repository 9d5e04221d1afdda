import { Hono } from 'hono';
import type { Deps } from '../../deps';
import { readBody } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { validate } from '../../http/validation';
import { categoryJson, productWithImages } from '../../serialize/product';
import { replyJson, ticketJson } from '../../tickets/json';
import { replySchema, ticketStatusSchema } from '../../tickets/schemas';
import { replyAsSupport, requireTicket, setTicketStatus } from '../../tickets/service';
import { arrangeCategory, arrangeProduct, arrangeProductChanges } from './arrange-catalogue';
import { arrangeReview } from './arrange-reviews';
import { newCategorySchema, newProductSchema, newReviewSchema, productChangesSchema } from './arrange-schemas';
import { listMails, mailJson } from './mailbox';
import { changeOrderStatus } from './orders';
import { requireAdminBearer } from './session';

/** A response stays small even on a long-running sandbox; tests filter by recipient anyway. */
const MAILBOX_LIMIT = 500;

/** The console's actions as JSON, for tests and scripts (bearer PROVIDER_ADMIN_TOKEN). */
export function consoleApiRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const admin = requireAdminBearer(deps);

  r.get('/api/mailbox', admin, async (c) => {
    const to = c.req.query('to')?.trim() || undefined;
    const mails = await listMails(deps, { to, limit: MAILBOX_LIMIT });
    return c.json(mails.map(mailJson));
  });

  r.post('/api/tickets/:ticketId/reply', admin, async (c) => {
    const { message } = validate(replySchema, await readBody(c));
    const reply = await replyAsSupport(deps, await requireTicket(deps, c.req.param('ticketId')), message);
    return c.json({ status: true, message: 'Reply sent', data: replyJson(reply) }, 201);
  });

  r.post('/api/tickets/:ticketId/status', admin, async (c) => {
    const { status } = validate(ticketStatusSchema, await readBody(c));
    const ticket = await setTicketStatus(deps, c.req.param('ticketId'), status);
    return c.json({ status: true, message: 'Ticket status updated', data: ticketJson(ticket) });
  });

  r.post('/api/orders/:orderId/status', admin, async (c) => {
    const orderId = c.req.param('orderId');
    const status = await changeOrderStatus(deps, orderId, await readBody(c));
    return c.json({ status: true, orderId, order_status: status });
  });

  // Catalogue arrangement for end-to-end tests: states the seed does not have.
  const url = deps.config.publicUrl;

  r.post('/api/categories', admin, async (c) => {
    const category = await arrangeCategory(deps, validate(newCategorySchema, await readBody(c)));
    return c.json({ status: true, message: 'Category created', category: categoryJson(category, url) }, 201);
  });

  r.post('/api/products', admin, async (c) => {
    const product = await arrangeProduct(deps, validate(newProductSchema, await readBody(c)));
    return c.json({ status: true, message: 'Product created', product: productWithImages(product, url) }, 201);
  });

  r.patch('/api/products/:productId', admin, async (c) => {
    const changes = validate(productChangesSchema, await readBody(c));
    const product = await arrangeProductChanges(deps, c.req.param('productId'), changes);
    return c.json({ status: true, message: 'Product updated', product: productWithImages(product, url) });
  });

  r.post('/api/products/:productId/reviews', admin, async (c) => {
    const input = validate(newReviewSchema(deps.clock()), await readBody(c));
    const review = await arrangeReview(deps, c.req.param('productId'), input);
    return c.json({ status: true, message: 'Review added', review }, 201);
  });

  return r;
}
