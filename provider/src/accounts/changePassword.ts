import { z } from 'zod';
import type { AuthBuyer } from '../auth/buyer';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Deps } from '../deps';
import type { Body } from '../http/body';
import { failPlain } from '../http/errors';
import { withSameAs, text, validate } from '../http/validation';
import { laravelTimestamp } from '../lib/time';
import { updateSharedColumns } from './store';

const schema = withSameAs(
  z.object({
    old_password: text('old_password', { required: true, min: 6, max: 100 }),
    password: text('password', { required: true, min: 6, max: 100 }),
    confirm_password: text('confirm_password'),
  }),
  'confirm_password',
  'password',
);

/**
 * POST /changeBuyerPassword, for both kinds. Every other session of the account ends; the one that
 * made the change (`currentTokenId`) stays signed in.
 */
export async function changePassword(deps: Deps, buyer: AuthBuyer, body: Body, currentTokenId: number) {
  const input = validate(schema, body, 'Validations failed');
  if (!(await verifyPassword(input.old_password, buyer.row.password_hash))) {
    throw failPlain(400, 'Old password does not match');
  }
  const password_hash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    await updateSharedColumns(trx, buyer, { password_hash, updated_at: laravelTimestamp(deps.clock()) });
    await trx.deleteFrom('access_tokens').where('owner_id', '=', buyer.buyerId).where('id', '!=', currentTokenId).execute();
  });
  return { message: 'Password changed' };
}
