import { randomBytes, timingSafeEqual } from 'node:crypto';
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

/**
 * The console's sessions, per provider instance: a random id (the cookie, never the token, so a
 * leaked cookie does not leak the API token) → when it ends. Signing out ends it here, so a copied
 * cookie stops working too; a restart of the provider signs everyone out.
 */
const sessionsByProvider = new WeakMap<Deps, Map<string, number>>();

function sessionsOf(deps: Deps): Map<string, number> {
  let sessions = sessionsByProvider.get(deps);
  if (!sessions) sessionsByProvider.set(deps, (sessions = new Map()));
  return sessions;
}

function startSession(deps: Deps): string {
  const sessions = sessionsOf(deps);
  const now = deps.clock().getTime();
  for (const [id, ends] of sessions) if (ends <= now) sessions.delete(id);
  const id = randomBytes(32).toString('base64url');
  sessions.set(id, now + SESSION_HOURS * 3600_000);
  return id;
}

export function isSignedIn(c: Context, deps: Deps): boolean {
  const cookie = getCookie(c, COOKIE);
  const ends = cookie === undefined ? undefined : sessionsOf(deps).get(cookie);
  return ends !== undefined && ends > deps.clock().getTime();
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
    setCookie(c, COOKIE, startSession(deps), {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Strict',
      secure: deps.config.publicUrl.startsWith('https:'),
      maxAge: SESSION_HOURS * 3600,
    });
    return c.redirect(safeNext(body.next), 303);
  });

  r.post('/logout', (c) => {
    const cookie = getCookie(c, COOKIE);
    if (cookie !== undefined) sessionsOf(deps).delete(cookie);
    deleteCookie(c, COOKIE, { path: COOKIE_PATH });
    return c.redirect('/sandbox?flash=Signed%20out.', 303);
  });

  return r;
}
