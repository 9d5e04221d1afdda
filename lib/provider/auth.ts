import 'server-only';
import type { Credentials, PasswordResetAnswer, PasswordResetConfirmation, SignupFieldsByType } from '@/lib/domain/account';
import type { BuyerType, SignedInBuyer } from '@/lib/domain/buyer';
import { providerRequest } from './http';
import { messageOr, type MessageOnly } from './schemas/common';
import { loginSchema, resetAnswerSchema, signupSchema } from './schemas/account';

/** Each buyer kind has its own paths; everything else about the calls is shared. */
const PATHS: Record<BuyerType, { signup: string; verify: string; resend: string; login: string; reset: string }> = {
  individual: {
    signup: '/signup',
    verify: '/verifyBuyerEmail',
    resend: '/resendBuyerEmailAuth',
    login: '/loginBuyer',
    reset: '/buyerPasswordReset',
  },
  company: {
    signup: '/companyBuyerSignup',
    verify: '/companyBuyerVerifyMail',
    resend: '/resendCompanyBuyerEmailAuth',
    login: '/companyBuyerLogin',
    reset: '/companyBuyerResetPassword',
  },
};

/**
 * Creates an unverified account and mails its verification code. `fields` go as the provider names
 * them; missing ones are allowed because the provider owns the rules and answers 422 per field.
 */
export function signUp<T extends BuyerType>(
  type: T,
  fields: Partial<SignupFieldsByType[T]>,
): Promise<{ message: string; userId: string | null }> {
  return providerRequest({ method: 'POST', path: PATHS[type].signup, body: fields, schema: signupSchema });
}

/** `email` narrows the code to one account on the sandbox; the real provider matches the code alone. */
export function verifyEmail(type: BuyerType, otp: string, email?: string): Promise<MessageOnly> {
  return providerRequest({ method: 'POST', path: PATHS[type].verify, body: { otp, email }, schema: messageOr('Email verified successfully.') });
}

export function resendVerification(type: BuyerType, email: string): Promise<MessageOnly> {
  const path = `${PATHS[type].resend}/${encodeURIComponent(email)}`;
  // The real provider answers 500 for every email it does not know, so its failures are frequent.
  const logPath = `${PATHS[type].resend}/:email`;
  return providerRequest({ method: 'POST', path, logPath, schema: messageOr('A new verification code has been sent.') });
}

export interface LoginResult {
  message: string;
  token: string;
  buyer: SignedInBuyer;
}

/** A company logs in with its companyemail under the key `email`. */
export async function logIn(type: BuyerType, credentials: Credentials): Promise<LoginResult> {
  const { email, password } = credentials;
  const result = await providerRequest({ method: 'POST', path: PATHS[type].login, body: { email, password }, schema: loginSchema });
  return { message: result.message, token: result.token, buyer: { ...result.account, type } };
}

/** Ends every session of the buyer, not only this one. */
export function logOut(token: string): Promise<MessageOnly> {
  return providerRequest({ method: 'POST', path: '/buyerLogout', token, schema: messageOr('Logged out.') });
}

/** Starts a reset: the provider mails a code, or (the real one) a new password; see PasswordResetAnswer. */
export function requestPasswordReset(type: BuyerType, email: string): Promise<PasswordResetAnswer> {
  return providerRequest({ method: 'POST', path: PATHS[type].reset, body: { email }, schema: resetAnswerSchema('Password reset code sent.') });
}

/**
 * The sandbox's second step, on the same path: the mailed code and the new password. The real
 * provider takes it for a first step (it reads the email only) and mails another new password,
 * which `next: 'sign-in'` reports.
 */
export function resetPassword(type: BuyerType, confirmation: PasswordResetConfirmation): Promise<PasswordResetAnswer> {
  const { email, code, password, confirm_password } = confirmation;
  const body = { email, code, password, confirm_password };
  return providerRequest({ method: 'POST', path: PATHS[type].reset, body, schema: resetAnswerSchema('Password reset successfully.') });
}
