import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { replacePassword } from '../../accounts/passwordReset';
import { resolveToken } from '../../auth/tokens';
import type { Deps } from '../../deps';
import { readBody } from '../../http/body';
import type { AppEnv } from '../../http/env';
import { PATHS } from '../../routes/auth';
import type { Fault, FaultBoard } from './board';

/** Cut off inside the first array, as a proxy dropping the rest of a long answer would leave it. */
const BROKEN_JSON = '{"status":true,"data":[{"productId":';

/** The fields that hold a price in the answers (not `total`, which is also a paginator's count). */
const PRICE_FIELDS = new Set(['selling_price', 'total_price', 'amount', 'price_per_item', 'total_price_per_item', 'grand_price', 'subtotal']);

/** `value` with every price field in it, at any depth, null. */
function unpriced(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unpriced);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, PRICE_FIELDS.has(key) ? null : unpriced(field)]));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function bearerOf(header: string | undefined): string | null {
  return /^Bearer\s+(.+)$/i.exec((header ?? '').trim())?.[1] ?? null;
}

/** Applies the board's faults to the provider API (/api/*); calls no fault matches pass untouched. */
export function faultMiddleware(deps: Deps, board: FaultBoard): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!board.active) return next();
    const url = new URL(c.req.url);
    const fault: Fault | null = await board.match({
      pathAndQuery: url.pathname + url.search,
      buyerId: async () => {
        const bearer = bearerOf(c.req.header('authorization'));
        return bearer ? resolveToken(deps, bearer) : null;
      },
    });
    if (!fault) return next();
    switch (fault.mode) {
      case 'down': {
        // The socket is reset with no answer, as a provider that crashed mid-request does. In-process
        // (app.request) there is no socket to cut, so the fault cannot be told apart from a bug there.
        const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
        if (!incoming) throw new Error('A down fault needs a real connection to cut.');
        incoming.socket.destroy();
        // Nothing reaches the caller any more; Hono still wants a response to finish with.
        return new Response(null, { status: 503 });
      }
      case 'slow':
        await sleep(fault.delay_ms ?? 0);
        return next();
      case 'malformed':
        return c.body(BROKEN_JSON, 200, { 'Content-Type': 'application/json' });
      case 'invalid':
        // Valid JSON that no answer's shape allows: not even a bare {message} (a change's answer).
        return c.json('Sandbox fault: an answer of the wrong shape.');
      case 'unpriced': {
        await next();
        if (!c.res.headers.get('content-type')?.includes('application/json')) return;
        const answer = c.res;
        const headers = new Headers(answer.headers);
        headers.delete('content-length'); // the old body's
        c.res = new Response(JSON.stringify(unpriced(await answer.json())), { status: answer.status, headers });
        return;
      }
      case 'addressless-billing': {
        if (c.req.method !== 'POST' || !url.pathname.endsWith('/updateBuyerBillingAddress')) return next();
        // The handler gets the request without the address (read from a copy: reading c.req would
        // keep its body for the handler). A body that is not a JSON object goes on as it is.
        const sent: unknown = await c.req.raw.clone().json().catch(() => null);
        if (sent === null || typeof sent !== 'object' || Array.isArray(sent)) return next();
        const { address: _dropped, ...kept } = sent as Record<string, unknown>;
        const headers = new Headers(c.req.raw.headers);
        headers.set('content-type', 'application/json');
        headers.delete('content-length');
        c.req.raw = new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(kept) });
        return next();
      }
      case 'replacing-reset': {
        const type = (['individual', 'company'] as const).find((kind) => url.pathname.endsWith(PATHS[kind].reset));
        if (!type || c.req.method !== 'POST') return next();
        return c.json(await replacePassword(deps, type, await readBody(c)));
      }
    }
  };
}
