import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import { failPlain } from '../http/errors';
import type { AppEnv } from '../http/env';
import { buyerTypeOf, type AuthBuyer } from './buyer';
import { resolveToken } from './tokens';

export async function loadBuyer(deps: Deps, buyerId: string): Promise<AuthBuyer | null> {
  if (buyerTypeOf(buyerId) === 'company') {
    const row = await deps.db.selectFrom('company_buyers').selectAll().where('companyBuyerId', '=', buyerId).executeTakeFirst();
    return row ? { kind: 'company', buyerId, row } : null;
  }
  const row = await deps.db.selectFrom('buyers').selectAll().where('buyerId', '=', buyerId).executeTakeFirst();
  return row ? { kind: 'individual', buyerId, row } : null;
}

/**
 * Sanctum's `auth:sanctum`: a missing or unknown token is 401 `{"message":"Unauthenticated."}`,
 * always as JSON (the original turns it into a 500 without `Accept: application/json`).
 */
export function requireBuyer(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    const ownerId = match?.[1] ? await resolveToken(deps, match[1]) : null;
    const buyer = ownerId ? await loadBuyer(deps, ownerId) : null;
    if (!buyer) throw failPlain(401, 'Unauthenticated.');
    c.set('buyer', buyer);
    await next();
  };
}
