import 'server-only';
import { AttemptLimiter } from '@/lib/api/attempt-limiter';
import type { BuyerType } from '@/lib/domain/buyer';
import { isProviderError, isRefusal } from '@/lib/provider/errors';

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
/** Verification codes mailed again per account, so nobody can fill a mailbox with them. */
export const codeResends = new AttemptLimiter('code-resend', { max: 5, windowMs: 60 * MINUTE });

/**
 * Email verification codes checked per client (lib/api/client-address.ts): the provider finds the
 * buyer by the code alone, so guesses belong to no account, and each right one verifies some
 * stranger's email.
 */
export const codeGuesses = new AttemptLimiter('verify-code', { max: 10, windowMs: 15 * MINUTE });

/** One account: a buyer type and its email, however it is cased. */
export const accountKey = (type: BuyerType, email: string) => `${type}:${email.trim().toLowerCase()}`;

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

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

type Limited<T> = { waitMinutes: number } | { value: T };

/**
 * Runs `run` unless `key` has used up `limiter`'s attempts. An attempt counts from the start, so
 * attempts sent all at once cannot pass the limit together; one whose failure `counts` does not
 * hold against the key is taken back, and a success starts the count again when `clears`.
 */
async function limited<T>(
  limiter: AttemptLimiter,
  key: string,
  run: () => Promise<T>,
  { counts, clears = false }: { counts: (error: unknown) => boolean; clears?: boolean },
): Promise<Limited<T>> {
  const taken = await limiter.take(key);
  if (!('attempt' in taken)) return taken;
  try {
    const value = await run();
    if (clears) await limiter.clear(key);
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
  limited(failedSignIns, account, check, { counts: wrongGuess, clears: true });

/**
 * Sends a request that mails the account something (a reset, a code) unless it has had its share;
 * one the provider refused or never received does not count (one that timed out may have gone).
 */
export const limitedSend = <T>(limiter: AttemptLimiter, account: string, send: () => Promise<T>): Promise<Limited<T>> =>
  limited(limiter, account, send, { counts: (error) => isProviderError(error) && error.kind === 'timeout' });

/**
 * Checks an email verification code sent from `client` unless it has tried too many: every code
 * the provider judged counts, right or wrong (a success must not start the count again, or a
 * guesser could sign up between guesses to keep guessing).
 */
export const guardedCode = <T>(client: string, check: () => Promise<T>): Promise<Limited<T>> =>
  limited(codeGuesses, client, check, { counts: (error) => isRefusal(error, 400) });
