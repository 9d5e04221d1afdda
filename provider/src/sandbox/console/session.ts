import { createHmac, timingSafeEqual } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { html } from 'hono/html';
import { sha256 } from '../../auth/secrets';
import type { Deps } from '../../deps';
import { readBody } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { failPlain } from '../../http/errors';
import { renderPage } from './layout';

const COOKIE = 'sandbox_console';
const COOKIE_PATH = '/sandbox';
const SESSION_HOURS = 12;

/** Compares secrets in constant time; hashing first makes the lengths equal. */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(given), 'hex'), Buffer.from(sha256(expected), 'hex'));
}

/** What the cookie holds: proof of the token, not the token, so a leaked cookie does not leak the API token. */
function sessionValue(deps: Deps): string {
  return createHmac('sha256', deps.config.adminToken).update('agromarket sandbox console session').digest('base64url');
}

export function isSignedIn(c: Context, deps: Deps): boolean {
  const cookie = getCookie(c, COOKIE);
  return cookie !== undefined && sameSecret(cookie, sessionValue(deps));
}

/** Only console paths are followed after sign-in, so the form cannot redirect elsewhere. */
function safeNext(value: unknown): string {
  return typeof value === 'string' && /^\/sandbox(?:[/?]|$)/.test(value) ? value : '/sandbox';
}

export function signInPage(c: Context, deps: Deps, options: { status: 200 | 401; next?: string; error?: string }) {
  return renderPage(c, deps, {
    title: 'Sign in to the sandbox console',
    status: options.status,
    error: options.error,
    body: html`<p>
        The console shows the sandbox's mailbox, support tickets and orders. Sign in with the admin token
        (<code>PROVIDER_ADMIN_TOKEN</code>; the provider prints it at start when it generated one).
      </p>
      <form method="post" action="/sandbox/login">
        <input type="hidden" name="next" value="${safeNext(options.next)}">
        <p>
          <label for="token">Admin token</label>
          <input id="token" name="token" type="password" autocomplete="current-password" required>
        </p>
        <p><button type="submit">Sign in</button></p>
      </form>`,
  });
}

/** Console pages and their forms: without the session cookie, the sign-in form (401). */
export function requireSession(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isSignedIn(c, deps)) return next();
    // A page asked for comes back after sign-in; a form post starts over from the overview.
    const url = new URL(c.req.url);
    const returnTo = c.req.method === 'GET' ? url.pathname + url.search : undefined;
    return signInPage(c, deps, { status: 401, next: returnTo, error: 'Sign in to use the sandbox console.' });
  };
}

/** The console's JSON API, for tests and scripts: `Authorization: Bearer <PROVIDER_ADMIN_TOKEN>`. */
export function requireAdminBearer(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const match = /^Bearer\s+(.+)$/i.exec((c.req.header('authorization') ?? '').trim());
    if (!match?.[1] || !sameSecret(match[1], deps.config.adminToken)) throw failPlain(401, 'Unauthenticated.');
    await next();
  };
}

export function sessionRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.post('/login', async (c) => {
    const body = await readBody(c);
    const token = typeof body.token === 'string' ? body.token : '';
    if (!sameSecret(token, deps.config.adminToken)) {
      return signInPage(c, deps, { status: 401, next: safeNext(body.next), error: 'That admin token is not correct.' });
    }
    setCookie(c, COOKIE, sessionValue(deps), {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: deps.config.publicUrl.startsWith('https:'),
      maxAge: SESSION_HOURS * 3600,
    });
    return c.redirect(safeNext(body.next), 303);
  });

  r.post('/logout', (c) => {
    deleteCookie(c, COOKIE, { path: COOKIE_PATH });
    return c.redirect('/sandbox?flash=Signed%20out.', 303);
  });

  return r;
}
