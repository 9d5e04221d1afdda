import { z } from 'zod';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { randomToken } from '../auth/secrets';
import { issueToken } from '../auth/tokens';
import type { BuyerType } from '../db/schema';
import type { Deps } from '../deps';
import type { Body } from '../http/body';
import { failPlain } from '../http/errors';
import { text, validate } from '../http/validation';
import { clearFailures, countAttempt, countedEmail } from './loginThrottle';
import { accountJson, findAccountByEmail } from './store';

const loginSchema = z.object({
  email: countedEmail,
  password: text('password', { required: true }),
});

let decoyHash: Promise<string> | null = null;
// Checked against when the email is unknown, so the answer takes as long as for a wrong password.
const decoy = () => (decoyHash ??= hashPassword(randomToken()));

/**
 * POST /loginBuyer and /companyBuyerLogin `{email, password}` (a company's `email` is its
 * companyemail). Each success issues a new token; failures count towards the email's lock.
 */
export async function logIn(deps: Deps, type: BuyerType, body: Body) {
  const { email, password } = validate(loginSchema, body, 'Login failed Email and Password required');
  const attempt = await countAttempt(deps, email);
  const account = await findAccountByEmail(deps.db, type, email);
  const matches = await verifyPassword(password, account ? account.row.password_hash : await decoy());
  if (!account || !matches) throw failPlain(400, 'Incorrect Credentials');
  if (!account.row.is_verified) {
    // The right password: not a guess, though it does not sign in yet.
    await attempt.forgive();
    throw failPlain(400, 'Email not verified. Please verify your email first.');
  }
  await clearFailures(deps, email);
  const token = await issueToken(deps, account.buyerId);
  return { message: 'Login Successful', token, data: accountJson(account) };
}
