import { Hono } from 'hono';
import { html } from 'hono/html';
import type { Deps } from '../../deps';
import type { AppEnv } from '../../http/env';
import { count } from './format';
import { renderPage } from './layout';
import { isSignedIn, signInPage } from './session';

async function counts(deps: Deps) {
  const [mails, tickets, waiting, orders] = await Promise.all([
    deps.db.selectFrom('mails').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    deps.db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    deps.db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'open').executeTakeFirstOrThrow(),
    deps.db.selectFrom('orders').select((eb) => eb.fn.count<number>('orderId').distinct().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { mails: mails.n, tickets: tickets.n, waiting: waiting.n, orders: orders.n };
}

export function overviewRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  // The console's front door: the sign-in form until the session cookie is there.
  r.get('/', async (c) => {
    if (!isSignedIn(c, deps)) return signInPage(c, deps, { status: 200 });
    const n = await counts(deps);
    return renderPage(c, deps, {
      title: 'Sandbox console',
      section: 'overview',
      body: html`<p>The sandbox provider's back office: what a real provider would send or do, shown here instead.</p>
        <table>
          <caption class="sr-only">What the sandbox holds</caption>
          <thead><tr><th scope="col">Section</th><th scope="col">Holds</th></tr></thead>
          <tbody>
            <tr><th scope="row"><a href="/sandbox/mailbox">Mailbox</a></th><td>${count(n.mails, 'mail')} sent</td></tr>
            <tr><th scope="row"><a href="/sandbox/tickets">Support tickets</a></th><td>${count(n.tickets, 'ticket')}, <a href="/sandbox/tickets?status=open">${n.waiting} open</a></td></tr>
            <tr><th scope="row"><a href="/sandbox/orders">Orders</a></th><td>${count(n.orders, 'order')}</td></tr>
          </tbody>
        </table>
        <p>Tests and scripts can use the same actions as JSON under <code>/sandbox/api/</code> with <code>Authorization: Bearer PROVIDER_ADMIN_TOKEN</code>.</p>`,
    });
  });

  return r;
}
