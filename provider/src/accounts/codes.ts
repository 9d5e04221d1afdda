import type { Kysely } from 'kysely';
import { sha256 } from '../auth/secrets';
import type { DB, EmailCodePurpose } from '../db/schema';
import { idFormats, uniqueId } from '../lib/ids';
import { laravelTimestamp } from '../lib/time';

/** How long a mailed code stays usable. */
export const CODE_TTL_MS: Record<EmailCodePurpose, number> = {
  verify: 24 * 60 * 60 * 1000,
  reset: 30 * 60 * 1000,
};

export const CODE_TTL_TEXT: Record<EmailCodePurpose, string> = {
  verify: '24 hours',
  reset: '30 minutes',
};

function liveCodes(db: Kysely<DB>, purpose: EmailCodePurpose, now: Date) {
  return db
    .selectFrom('email_codes')
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', laravelTimestamp(now));
}

/**
 * Draws a 6-digit code for `ownerId` and stores only its hash. Older unused codes of the owner
 * stop working. The verify endpoint receives the code alone, so no two live codes of one purpose
 * may be equal: the draw is repeated until it is. Run it inside the transaction that mails the
 * code, so the check and the insert cannot interleave with another draw.
 */
export async function issueCode(db: Kysely<DB>, now: Date, ownerId: string, purpose: EmailCodePurpose): Promise<string> {
  const stamp = laravelTimestamp(now);
  await db
    .updateTable('email_codes')
    .set({ used_at: stamp })
    .where('owner_id', '=', ownerId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  const code = await uniqueId(idFormats.otp, async (candidate) => {
    const row = await liveCodes(db, purpose, now).select('id').where('code_hash', '=', sha256(candidate)).executeTakeFirst();
    return row !== undefined;
  });
  await db
    .insertInto('email_codes')
    .values({
      owner_id: ownerId,
      purpose,
      code_hash: sha256(code),
      expires_at: laravelTimestamp(new Date(now.getTime() + CODE_TTL_MS[purpose])),
      used_at: null,
      created_at: stamp,
    })
    .execute();
  return code;
}

export interface CodeMatch {
  id: number;
  owner_id: string;
  live: boolean;
}

/** Every stored code equal to `code` (newest first), live or not, with the owners they were mailed to. */
export async function matchingCodes(db: Kysely<DB>, now: Date, purpose: EmailCodePurpose, code: string): Promise<CodeMatch[]> {
  const rows = await db
    .selectFrom('email_codes')
    .select(['id', 'owner_id', 'used_at', 'expires_at'])
    .where('purpose', '=', purpose)
    .where('code_hash', '=', sha256(code))
    .orderBy('id', 'desc')
    .execute();
  const stamp = laravelTimestamp(now);
  return rows.map((r) => ({ id: r.id, owner_id: r.owner_id, live: r.used_at === null && r.expires_at > stamp }));
}

/** The owner's live code equal to `code`, if there is one. */
export async function findLiveCode(
  db: Kysely<DB>,
  now: Date,
  ownerId: string,
  purpose: EmailCodePurpose,
  code: string,
): Promise<number | null> {
  const row = await liveCodes(db, purpose, now)
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('code_hash', '=', sha256(code))
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Marks the code used; false when another request used it first, so one code does one thing. */
export async function claimCode(db: Kysely<DB>, now: Date, id: number): Promise<boolean> {
  const result = await db
    .updateTable('email_codes')
    .set({ used_at: laravelTimestamp(now) })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
