import type { PasswordResetAnswer } from '@/lib/domain/account';

/**
 * What the buyer is told after a reset call. When the provider has replaced the password with a
 * new one it mailed (the real provider, at either step), its "Password reset code sent." would
 * send them looking for a code, and the form's second step would replace the password once more:
 * they are told to sign in with the mailed password instead, and the form goes to sign-in.
 */
export function resetOutcome(answer: PasswordResetAnswer, email: string): PasswordResetAnswer {
  if (answer.next === 'enter-code') return answer;
  return {
    next: 'sign-in',
    message: `A new password has been sent to ${email}. Sign in with it, then choose your own under Profile.`,
  };
}
