import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import { revokeAllTokens } from '../auth/tokens';
import type { BuyerType } from '../db/schema';
import type { Deps } from '../deps';
import type { Body } from '../http/body';
import { failPlain } from '../http/errors';
import { withSameAs, text, validate } from '../http/validation';
import { laravelTimestamp } from '../lib/time';
import { claimCode, findLiveCode } from './codes';
import { clearFailures, countAttempt, countedEmail } from './loginThrottle';
import { mailCode, mailReplacedPassword } from './mails';
import { findAccountByEmail, updateSharedColumns } from './store';

const requestSchema = z.object({ email: text('email', { required: true }) });

const confirmSchema = withSameAs(
  z.object({
    email: countedEmail,
    code: text('code', { required: true }),
    password: text('password', { required: true, min: 6, max: 100 }),
    confirm_password: text('confirm_password', { required: true }),
  }),
  'confirm_password',
  'password',
);

const SECOND_STEP_FIELDS = ['code', 'password', 'confirm_password'];

async function sendResetCode(deps: Deps, type: BuyerType, body: Body) {
  const { email } = validate(requestSchema, body);
  const account = await findAccountByEmail(deps.db, type, email);
  if (!account) throw failPlain(400, 'Email not found.');
  await deps.db.transaction().execute((trx) => mailCode(deps, trx, account, 'reset'));
  return { message: 'Password reset code sent.' };
}

async function chooseNewPassword(deps: Deps, type: BuyerType, body: Body) {
  const input = validate(confirmSchema, body);
  const invalid = failPlain(400, 'Invalid or expired reset code.');
  // Wrong codes count like wrong passwords, so six digits cannot be guessed by brute force.
  await countAttempt(deps, input.email);
  const account = await findAccountByEmail(deps.db, type, input.email);
  const now = deps.clock();
  const codeId = account ? await findLiveCode(deps.db, now, account.buyerId, 'reset', input.code) : null;
  if (!account || codeId === null) throw invalid;
  const password_hash = await hashPassword(input.password);
  await deps.db.transaction().execute(async (trx) => {
    if (!(await claimCode(trx, now, codeId))) throw invalid;
    await updateSharedColumns(trx, account, { password_hash, updated_at: laravelTimestamp(now) });
    // Whoever held a session with the old password is signed out.
    await revokeAllTokens({ ...deps, db: trx }, account.buyerId);
  });
  await clearFailures(deps, input.email);
  return { message: 'Password reset successful. Proceed to login.' };
}

/**
 * POST /buyerPasswordReset and /companyBuyerResetPassword. `{email}` mails a reset code (the
 * original replaced the password and returned the new one in the response); `{email, code,
 * password, confirm_password}` on the same path sets the new password.
 */
export function resetPassword(deps: Deps, type: BuyerType, body: Body) {
  const confirming = SECOND_STEP_FIELDS.some((field) => body[field] !== undefined);
  return confirming ? chooseNewPassword(deps, type, body) : sendResetCode(deps, type, body);
}

/**
 * The real provider's reset, for the `replacing-reset` fault only (a defect the sandbox does not
 * copy otherwise): `{email}` at once replaces the password with a random 8-digit number, which is
 * mailed and also answered as `password_data`; every other field of the body is ignored.
 */
export async function replacePassword(deps: Deps, type: BuyerType, body: Body) {
  const { email } = validate(requestSchema, body);
  const account = await findAccountByEmail(deps.db, type, email);
  if (!account) throw failPlain(400, 'Email not found.');
  const password = String(randomInt(10_000_000, 100_000_000));
  const password_hash = await hashPassword(password);
  await deps.db.transaction().execute(async (trx) => {
    await updateSharedColumns(trx, account, { password_hash, updated_at: laravelTimestamp(deps.clock()) });
    await mailReplacedPassword(deps, trx, account, password);
  });
  return { message: 'Password reset code sent.', password_data: Number(password) };
}
