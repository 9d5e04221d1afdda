import 'server-only';
import { AttemptLimiter } from '@/lib/api/attempt-limiter';
import type { BuyerType } from '@/lib/domain/buyer';
import { isProviderError, isRefusal } from '@/lib/provider/errors';

/*
 * The provider limits neither sign-in attempts nor password resets nor codes mailed (provider
 * contract 2.1), and a reset replaces the password at once: without these, anyone could guess at an
 * account's password, reset it again and again so that its buyer can never sign in, or fill its
 * mailbox with codes.
 */

const MINUTE = 60_000;

/** Wrong passwords (and wrong reset codes, which stand for one) per account. */
export const failedSignIns = new AttemptLimiter('sign-in', { max: 10, windowMs: 15 * MINUTE });
/** Password resets per account: each one mails a new password. */
export const passwordResets = new AttemptLimiter('password-reset', { max: 3, windowMs: 60 * MINUTE });
/** Verification codes mailed again per account, so nobody can fill a mailbox with them. */
export const codeResends = new AttemptLimiter('code-resend', { max: 5, windowMs: 60 * MINUTE });

/** One account: a buyer type and its email, however it is cased. */
export const accountKey = (type: BuyerType, email: string) => `${type}:${email.trim().toLowerCase()}`;

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

export const tooManyFailures = (minutes: number) =>
  `Too many failed attempts for this account. Please try again in ${inMinutes(minutes)}.`;
export const tooManyResets = (minutes: number) =>
  `Too many password reset requests for this account. Please try again in ${inMinutes(minutes)}.`;
export const tooManyCodes = (minutes: number) =>
  `Too many verification codes requested for this account. Please try again in ${inMinutes(minutes)}.`;

/**
 * A refusal of what was typed. "Email not verified" is not one: it comes after the password check
 * (the sandbox's order; the contract lists it after 'Incorrect Credentials'), and it must not lock a
 * new buyer out while they verify.
 */
const wrongGuess = (error: unknown) => isRefusal(error, 400) && !(error instanceof Error && /not verified/i.test(error.message));

/**
 * Runs a check of the account's password (or of a reset code, which stands for one) unless it has
 * failed too often: each wrong guess counts, a success starts the count again. An attempt counts
 * from the start, so attempts sent all at once cannot pass the limit together; one that was no
 * wrong guess (the provider was down, the email is not verified yet) is taken back.
 */
export async function guardedCheck<T>(account: string, check: () => Promise<T>): Promise<{ waitMinutes: number } | { value: T }> {
  const taken = await failedSignIns.take(account);
  if (!('attempt' in taken)) return taken;
  try {
    const value = await check();
    await failedSignIns.clear(account);
    return { value };
  } catch (error) {
    if (!wrongGuess(error)) await failedSignIns.forget(taken.attempt);
    throw error;
  }
}

/**
 * Sends a request that mails the account something (a reset, a code) unless it has had its share:
 * it counts from the start, so requests sent all at once cannot pass the limit together, and is
 * taken back when the provider refused it or never received it (one that timed out may have gone).
 */
export async function limitedSend<T>(limiter: AttemptLimiter, account: string, send: () => Promise<T>): Promise<{ waitMinutes: number } | { value: T }> {
  const taken = await limiter.take(account);
  if (!('attempt' in taken)) return taken;
  try {
    return { value: await send() };
  } catch (error) {
    if (!isProviderError(error) || error.kind !== 'timeout') await limiter.forget(taken.attempt);
    throw error;
  }
}
