import type { Kysely } from 'kysely';
import { buyerDisplayName, buyerEmail, type AuthBuyer } from '../auth/buyer';
import type { DB, EmailCodePurpose } from '../db/schema';
import type { Deps } from '../deps';
import { sendMail } from '../lib/mail';
import { CODE_TTL_TEXT, issueCode } from './codes';

function compose(purpose: EmailCodePurpose, market: string, name: string, code: string): { subject: string; text: string } {
  const ttl = CODE_TTL_TEXT[purpose];
  if (purpose === 'verify') {
    return {
      subject: `Welcome to ${market}: your verification code`,
      text: [
        `Hello ${name},`,
        '',
        `Thank you for joining ${market}, the marketplace for fresh Nigerian produce.`,
        `Your verification code is ${code}. Enter it on the verification page to activate your buyer account.`,
        `The code expires in ${ttl}.`,
        '',
        'If you did not sign up, you can ignore this mail.',
        '',
        `The ${market} team`,
      ].join('\n'),
    };
  }
  return {
    subject: `Your ${market} password reset code`,
    text: [
      `Hello ${name},`,
      '',
      `We received a request to reset the password of your ${market} buyer account.`,
      `Your reset code is ${code}. Enter it with your new password to finish; it expires in ${ttl}.`,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
      `The ${market} team`,
    ].join('\n'),
  };
}

/**
 * Issues a fresh code for `purpose` and mails it to the account. Pass the transaction the change
 * belongs to, so a failed mail leaves no orphan code behind (and the reverse).
 */
export async function mailCode(
  deps: Deps,
  db: Kysely<DB>,
  account: AuthBuyer,
  purpose: EmailCodePurpose,
): Promise<void> {
  const now = deps.clock();
  const code = await issueCode(db, now, account.buyerId, purpose);
  const { subject, text } = compose(purpose, deps.config.marketplaceName, buyerDisplayName(account), code);
  await sendMail({ db, clock: deps.clock }, { to: buyerEmail(account), subject, text, code });
}

/**
 * Mails a password that replaced the account's own, as the real provider's reset does (the sandbox
 * does so only under the `replacing-reset` fault). The password rides in `code` for the console and tests.
 */
export async function mailReplacedPassword(deps: Pick<Deps, 'clock' | 'config'>, db: Kysely<DB>, account: AuthBuyer, password: string): Promise<void> {
  const market = deps.config.marketplaceName;
  const text = [
    `Hello ${buyerDisplayName(account)},`,
    '',
    `Your ${market} password has been reset. Your new password is ${password}.`,
    'Sign in with it, then choose a password of your own in your profile.',
    '',
    `The ${market} team`,
  ].join('\n');
  await sendMail({ db, clock: deps.clock }, { to: buyerEmail(account), subject: `Your new ${market} password`, text, code: password });
}
