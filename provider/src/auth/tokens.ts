import { timingSafeEqual } from 'node:crypto';
import type { Deps } from '../deps';
import { laravelTimestamp } from '../lib/time';
import { randomToken, sha256 } from './secrets';

/** Issues a Sanctum-style `<rowId>|<40 chars>` token; only its hash is stored. */
export async function issueToken(deps: Deps, ownerId: string): Promise<string> {
  const plain = randomToken(40);
  const row = await deps.db
    .insertInto('access_tokens')
    .values({ owner_id: ownerId, token_hash: sha256(plain), created_at: laravelTimestamp(deps.clock()) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return `${row.id}|${plain}`;
}

/** The owner id of a valid bearer token, or null. */
export async function resolveToken(deps: Deps, bearer: string): Promise<string | null> {
  const bar = bearer.indexOf('|');
  if (bar <= 0) return null;
  const id = Number(bearer.slice(0, bar));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const row = await deps.db
    .selectFrom('access_tokens')
    .select(['owner_id', 'token_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const given = Buffer.from(sha256(bearer.slice(bar + 1)), 'hex');
  const stored = Buffer.from(row.token_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored) ? row.owner_id : null;
}

export async function revokeAllTokens(deps: Deps, ownerId: string): Promise<void> {
  await deps.db.deleteFrom('access_tokens').where('owner_id', '=', ownerId).execute();
}
