import 'server-only';
import { AttemptLimiter } from '@/lib/api/attempt-limiter';
import type { PasswordResetAnswer } from '@/lib/domain/account';
import type { BuyerType } from '@/lib/domain/buyer';
import { isProviderError, isRefusal } from '@/lib/provider/errors';
import { collatedEmail } from './collated-email';

/*
 * The provider limits neither sign-in attempts nor password resets nor codes mailed nor codes
 * checked (provider contract 2.1), and a reset replaces the password at once: without these, anyone
 * could guess at an account's password, reset it again and again so that its buyer can never sign
 * in, fill its mailbox with codes, or verify emails that are not theirs by guessing codes.
 */

const MINUTE = 60_000;

/** Wrong passwords (and wrong reset codes, which stand for one) per account. */
export const failedSignIns = new AttemptLimiter('sign-in', { max: 10, windowMs: 15 * MINUTE });
/** Password resets per account: each one mails a new password. */
export const passwordResets = new AttemptLimiter('password-reset', { max: 3, windowMs: 60 * MINUTE });
/**
 * Second steps of a reset that replaced the password anyway, per account (guardedResetConfirmation).
 * Apart from passwordResets, so that a buyer who asked for three codes can still enter the last one.
 */
export const replacingConfirmations = new AttemptLimiter('password-reset-confirm', { max: 3, windowMs: 60 * MINUTE });
/** Verification codes mailed again per account, so nobody can fill a mailbox with them. */
export const codeResends = new AttemptLimiter('code-resend', { max: 5, windowMs: 60 * MINUTE });

/**
 * Email verification codes checked per client (lib/api/client-address.ts): the provider finds the
 * buyer by the code alone, so guesses belong to no account, and each right one verifies some
 * stranger's email.
 */
export const codeGuesses = new AttemptLimiter('verify-code', { max: 10, windowMs: 15 * MINUTE });

/** One account: a buyer type and its email, however it is spelt (cased, accented…) to reach it. */
export const accountKey = (type: BuyerType, email: string) => `${type}:${collatedEmail(email)}`;

/** One signed-in buyer, for the password checks made with their session (the old one of a change). */
export const buyerKey = (userId: string) => `buyer:${userId}`;

export const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

export const tooManyFailures = (minutes: number) =>
  `Too many failed attempts for this account. Please try again in ${inMinutes(minutes)}.`;
export const tooManyResets = (minutes: number) =>
  `Too many password reset requests for this account. Please try again in ${inMinutes(minutes)}.`;
export const tooManyCodes = (minutes: number) =>
  `Too many verification codes requested for this account. Please try again in ${inMinutes(minutes)}.`;
export const tooManyCodeGuesses = (minutes: number) =>
  `Too many verification codes were tried from your connection. Please try again in ${inMinutes(minutes)}.`;

/**
 * A refusal of what was typed. "Email not verified" is not one: it comes after the password check
 * (the sandbox's order; the contract lists it after 'Incorrect Credentials'), and it must not lock a
 * new buyer out while they verify.
 */
const wrongGuess = (error: unknown) => isRefusal(error, 400) && !(error instanceof Error && /not verified/i.test(error.message));

/** A request that timed out may have been carried out. */
const timedOut = (error: unknown) => isProviderError(error) && error.kind === 'timeout';

type Limited<T> = { waitMinutes: number } | { value: T };

/** What becomes of a counted attempt that succeeded: it stays counted, is taken back, or the key starts again. */
type AfterSuccess = 'keep' | 'forget' | 'clear';

/**
 * Runs `run` unless `key` has used up `limiter`'s attempts. An attempt counts from the start, so
 * attempts sent all at once cannot pass the limit together; one whose failure `counts` does not
 * hold against the key is taken back, and a success does what `after` says of its value.
 */
async function limited<T>(
  limiter: AttemptLimiter,
  key: string,
  run: () => Promise<T>,
  { counts, after = () => 'keep' }: { counts: (error: unknown) => boolean; after?: (value: T) => AfterSuccess },
): Promise<Limited<T>> {
  const taken = await limiter.take(key);
  if (!('attempt' in taken)) return taken;
  try {
    const value = await run();
    const then = after(value);
    if (then === 'clear') await limiter.clear(key);
    else if (then === 'forget') await limiter.forget(taken.attempt);
    return { value };
  } catch (error) {
    if (!counts(error)) await limiter.forget(taken.attempt);
    throw error;
  }
}

/**
 * Checks the account's password (or a reset code, which stands for one) unless it has failed too
 * often: each wrong guess counts, a success starts the count again; an attempt that was no wrong
 * guess (the provider was down, the email is not verified yet) does not count.
 */
export const guardedCheck = <T>(account: string, check: () => Promise<T>): Promise<Limited<T>> =>
  limited(failedSignIns, account, check, { counts: wrongGuess, after: () => 'clear' });

/**
 * The second step of a reset. Its code stands for a password: a wrong one counts as a failed sign-in,
 * a right one starts that count again. The real provider reads the email only, and replaces the
 * password and mails a new one as at the first step (`next: 'sign-in'`): such an answer checked no
 * code, so it leaves the sign-in count as it was, and counts as a reset, or anyone could replace an
 * account's password without end through this step.
 */
export async function guardedResetConfirmation(
  account: string,
  confirm: () => Promise<PasswordResetAnswer>,
): Promise<{ refused: string } | { value: PasswordResetAnswer }> {
  const replaced = (answer: PasswordResetAnswer) => answer.next === 'sign-in';
  const outcome = await limited(
    replacingConfirmations,
    account,
    () => limited(failedSignIns, account, confirm, { counts: wrongGuess, after: (answer) => (replaced(answer) ? 'forget' : 'clear') }),
    { counts: timedOut, after: (checked) => ('value' in checked && replaced(checked.value) ? 'keep' : 'forget') },
  );
  if ('waitMinutes' in outcome) return { refused: tooManyResets(outcome.waitMinutes) };
  if ('waitMinutes' in outcome.value) return { refused: tooManyFailures(outcome.value.waitMinutes) };
  return { value: outcome.value.value };
}

/**
 * Sends a request that mails the account something (a reset, a code) unless it has had its share;
 * one the provider refused or never received does not count (one that timed out may have gone).
 */
export const limitedSend = <T>(limiter: AttemptLimiter, account: string, send: () => Promise<T>): Promise<Limited<T>> =>
  limited(limiter, account, send, { counts: timedOut });

/**
 * Checks an email verification code sent from `client` unless it has tried too many: every code
 * the provider judged counts, right or wrong (a success must not start the count again, or a
 * guesser could sign up between guesses to keep guessing).
 */
export const guardedCode = <T>(client: string, check: () => Promise<T>): Promise<Limited<T>> =>
  limited(codeGuesses, client, check, { counts: (error) => isRefusal(error, 400) });
