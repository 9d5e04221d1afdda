import { buyerEmail, buyerTypeOf } from '../auth/buyer';
import { loadBuyer } from '../auth/middleware';
import type { BuyerType } from '../db/schema';
import type { Deps } from '../deps';
import type { Body } from '../http/body';
import { failPlain, HttpError } from '../http/errors';
import { text } from '../http/validation';
import { sqlDateTime, laravelTimestamp } from '../lib/time';
import { claimCode, matchingCodes } from './codes';
import { mailCode } from './mails';
import { KIND_MESSAGES } from './messages';
import { findAccountByEmail, updateSharedColumns } from './store';

const otpField = text('otp', { required: true });
const emailField = text('email', { email: true });

/**
 * POST /verifyBuyerEmail and /companyBuyerVerifyMail `{otp, email?}`. The original finds the
 * account by the code alone; live codes of one purpose are unique, so that stays unambiguous, and
 * an optional `email` narrows it further. A code that already did its job answers "already verified".
 */
export async function verifyEmail(deps: Deps, type: BuyerType, body: Body) {
  const otp = otpField.safeParse(body.otp);
  if (!otp.success) throw new HttpError(400, { error: otp.error.issues[0]?.message ?? 'The otp field is required.' });
  const email = emailField.safeParse(body.email);
  const wantedEmail = email.success ? email.data?.toLowerCase() : undefined;

  const now = deps.clock();
  const matches = (await matchingCodes(deps.db, now, 'verify', otp.data)).filter((m) => buyerTypeOf(m.owner_id) === type);
  for (const match of matches) {
    const account = await loadBuyer(deps, match.owner_id);
    if (!account || (wantedEmail !== undefined && buyerEmail(account).toLowerCase() !== wantedEmail)) continue;
    if (account.row.is_verified) throw failPlain(400, 'Email already verified.');
    if (!match.live) continue;
    const claimed = await deps.db.transaction().execute(async (trx) => {
      if (!(await claimCode(trx, now, match.id))) return false;
      await updateSharedColumns(trx, account, { is_verified: 1, email_verified_at: sqlDateTime(now), updated_at: laravelTimestamp(now) });
      return true;
    });
    // Used or superseded by a parallel request since it was read.
    if (!claimed) break;
    return { message: KIND_MESSAGES[type].verified };
  }
  throw failPlain(400, KIND_MESSAGES[type].invalidOtp);
}

/** POST /resendBuyerEmailAuth/{email} and /resendCompanyBuyerEmailAuth/{email}. */
export async function resendVerification(deps: Deps, type: BuyerType, rawEmail: string) {
  const email = emailField.safeParse(rawEmail);
  if (!email.success || email.data === undefined) {
    throw failPlain(400, 'Invalid email address. Please provide a valid email address.');
  }
  const account = await findAccountByEmail(deps.db, type, email.data);
  // The original's individual variant dereferences the missing account before this check (a 500).
  if (!account) throw failPlain(404, 'User not found for the provided email address.');
  if (account.row.is_verified) throw failPlain(400, 'Email address is already verified.');
  await deps.db.transaction().execute((trx) => mailCode(deps, trx, account, 'verify'));
  return { message: 'Verification code sent to the provided email address.' };
}
