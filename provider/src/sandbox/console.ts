import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';
import { consoleApiRoutes } from './console/api';
import { mailboxRoutes } from './console/mailbox';
import { consoleOrderRoutes } from './console/orders';
import { overviewRoutes } from './console/overview';
import { sessionRoutes } from './console/session';
import { consoleTicketRoutes } from './console/tickets';

/**
 * The sandbox console under /sandbox: server-rendered pages behind a session cookie, and the same
 * actions as JSON under /sandbox/api behind the admin bearer token. Each route carries its own
 * guard, since the payment pages share the /sandbox mount.
 */
export function consoleRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  for (const routes of [overviewRoutes, sessionRoutes, mailboxRoutes, consoleTicketRoutes, consoleOrderRoutes, consoleApiRoutes]) {
    r.route('/', routes(deps));
  }
  return r;
}
