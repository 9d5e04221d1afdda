import { resetOutcome } from './password-reset';

describe('resetOutcome', () => {
  it("keeps the provider's message when it mailed a code", () => {
    expect(resetOutcome({ message: 'Password reset code sent.', next: 'enter-code' }, 'ada@example.com')).toEqual({
      message: 'Password reset code sent.',
      next: 'enter-code',
    });
  });

  it('tells the buyer to sign in with the mailed password when the provider replaced it', () => {
    expect(resetOutcome({ message: 'Password reset code sent.', next: 'sign-in' }, 'ada@example.com')).toEqual({
      message: 'A new password has been sent to ada@example.com. Sign in with it, then choose your own under Profile.',
      next: 'sign-in',
    });
  });
});
