/**
 * The provider limits neither sign-ins nor password resets nor codes mailed: our routes do, per
 * account, so nobody can guess at a password, reset it again and again, or fill a mailbox.
 */
import { POST as logIn } from '@/app/api/auth/login/route';
import { POST as requestReset } from '@/app/api/auth/password-reset/route';
import { POST as confirmReset } from '@/app/api/auth/password-reset/confirm/route';
import { POST as resendCode } from '@/app/api/auth/resend/route';
import { POST as verifyCode } from '@/app/api/auth/verify/route';
import { POST as changePassword } from '@/app/api/profile/password/route';
import { routesSignedInAs } from '@/lib/testing/route-session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

routesSignedInAs({});

type Handler = typeof logIn;
type Answer = { status: number; body: unknown; delayMs?: number };

/** The provider's answers, one per call in turn (the last repeats); the paths it was asked. */
function provider(...answers: Answer[]) {
  const calls: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    calls.push(new URL(String(input)).pathname);
    const { status, body, delayMs = 0 } = answers[Math.min(calls.length, answers.length) - 1]!;
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return Response.json(body, { status });
  });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

async function post(handler: Handler, path: string, body: object, headers: Record<string, string> = {}) {
  const response = await handler(
    sameOriginRequest(path, { body, headers }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

const signIn = (email: string, password = 'wrong-password', type = 'individual') => post(logIn, '/api/auth/login', { type, email, password });
const WRONG = { status: 400, body: { message: 'Incorrect Credentials' } };
const SIGNED_IN = { status: 200, body: { message: 'Login Successful', token: '9|t', data: { id: 9, buyerId: 'AGB12345678', firstname: 'Ada' } } };
const LOCKED = /^Too many failed attempts for this account\. Please try again in 15 minutes\.$/;

describe('signing in', () => {
  test('ten wrong passwords for an account stop the eleventh before it reaches the provider', async () => {
    const calls = provider(WRONG);
    for (let i = 0; i < 10; i++) expect(await signIn('ada@example.com')).toEqual({ status: 400, message: 'Incorrect Credentials' });
    expect(await signIn('ADA@example.com ')).toMatchObject({ status: 429, message: expect.stringMatching(LOCKED) });
    expect(calls).toHaveLength(10);
    // Another account, or the company account of that email, is not held back.
    expect((await signIn('bola@example.com')).status).toBe(400);
    expect((await signIn('ada@example.com', 'wrong-password', 'company')).status).toBe(400);
  });

  test('an email spelt otherwise (accents, full-width letters, invisible characters) is the same account, as the provider finds it', async () => {
    const calls = provider(WRONG);
    for (let i = 0; i < 10; i++) expect((await signIn('tunde@example.com')).status).toBe(400);
    for (const spelling of ['túndé@example.com', 'ＴＵＮＤＥ@example.com', 'tun\u200bde@example.com']) {
      expect(await signIn(spelling)).toMatchObject({ status: 429, message: expect.stringMatching(LOCKED) });
    }
    expect(calls).toHaveLength(10);
  });

  test('attempts sent all at once cannot pass the limit together', async () => {
    const calls = provider({ ...WRONG, delayMs: 20 });
    const answers = await Promise.all(Array.from({ length: 15 }, () => signIn('chidi@example.com')));
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
    expect(calls).toHaveLength(10);
  });

  test('a sign-in that succeeds starts the count again', async () => {
    provider(...Array.from({ length: 9 }, () => WRONG), SIGNED_IN, WRONG);
    for (let i = 0; i < 9; i++) await signIn('dayo@example.com');
    expect((await signIn('dayo@example.com', 'right-password')).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn('dayo@example.com')).status).toBe(400);
    expect((await signIn('dayo@example.com')).status).toBe(429);
  });

  test('the right password for an email not yet verified does not count against it', async () => {
    const calls = provider({ status: 400, body: { message: 'Email not verified. Please verify your email first.' } });
    for (let i = 0; i < 12; i++) expect((await signIn('kemi@example.com')).status).toBe(400);
    expect(calls).toHaveLength(12);
  });

  test('attempts the provider never judged (it was down) do not count', async () => {
    const calls = provider({ status: 503, body: { message: 'Service Unavailable' } });
    for (let i = 0; i < 12; i++) expect((await signIn('emeka@example.com')).status).toBe(503);
    expect(calls).toHaveLength(12);
  });
});

describe('password resets', () => {
  const reset = (email: string) => post(requestReset, '/api/auth/password-reset', { type: 'individual', email });
  const SENT = { status: 200, body: { message: 'Password reset code sent.' } };

  test('an account gets three an hour; the fourth is refused before it replaces the password again', async () => {
    const calls = provider(SENT);
    for (let i = 0; i < 3; i++) expect((await reset('funmi@example.com')).status).toBe(200);
    expect(await reset('Funmi@example.com')).toEqual({
      status: 429,
      message: 'Too many password reset requests for this account. Please try again in 60 minutes.',
    });
    expect(calls).toHaveLength(3);
    expect((await reset('gbenga@example.com')).status).toBe(200);
  });

  test('a reset the provider refused (no such account) does not count', async () => {
    provider({ status: 400, body: { message: 'Email not found.' } });
    for (let i = 0; i < 5; i++) expect(await reset('nobody@example.com')).toEqual({ status: 400, message: 'Email not found.' });
  });

  const confirm = (email: string) =>
    post(confirmReset, '/api/auth/password-reset/confirm', { type: 'individual', email, code: '123456', password: 'new-pass-1', confirm_password: 'new-pass-1' });

  test('a second step the provider takes for a first one (it replaced the password) counts as a reset and clears no failed sign-ins', async () => {
    // The real provider reads the email only: every call replaces the password and mails a new one.
    const REPLACED = { status: 200, body: { message: 'Password reset code sent.', password_data: 12345678 } };
    const calls = provider(...Array.from({ length: 9 }, () => WRONG), REPLACED, REPLACED, REPLACED, WRONG);
    for (let i = 0; i < 9; i++) await signIn('ngozi@example.com');
    for (let i = 0; i < 3; i++) {
      expect(await confirm('ngozi@example.com')).toEqual({
        status: 200,
        message: 'A new password has been sent to ngozi@example.com. Sign in with it, then choose your own under Profile.',
      });
    }
    expect(await confirm('NGOZI@example.com')).toEqual({
      status: 429,
      message: 'Too many password reset requests for this account. Please try again in 60 minutes.',
    });
    expect(calls).toHaveLength(12);
    // The nine wrong passwords still count: one more, and the account is held back.
    expect((await signIn('ngozi@example.com')).status).toBe(400);
    expect((await signIn('ngozi@example.com')).message).toMatch(LOCKED);
    expect(calls).toHaveLength(13);
  });

  test('a right code is no reset, however often, and starts the count of failed sign-ins again', async () => {
    const DONE = { status: 200, body: { message: 'Password reset successfully.' } };
    const calls = provider(...Array.from({ length: 9 }, () => WRONG), DONE, DONE, DONE, DONE, WRONG);
    for (let i = 0; i < 9; i++) await signIn('obi@example.com');
    for (let i = 0; i < 4; i++) expect(await confirm('obi@example.com')).toEqual({ status: 200, message: 'Password reset successfully.' });
    for (let i = 0; i < 10; i++) expect((await signIn('obi@example.com')).status).toBe(400);
    expect((await signIn('obi@example.com')).status).toBe(429);
    expect(calls).toHaveLength(23);
  });

  test('a wrong reset code counts as a failed sign-in of the account', async () => {
    const calls = provider({ status: 400, body: { message: 'Invalid or expired reset code.' } });
    for (let i = 0; i < 5; i++) expect((await confirm('hauwa@example.com')).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await signIn('hauwa@example.com')).status).toBe(400);
    expect((await confirm('hauwa@example.com')).message).toMatch(LOCKED);
    expect((await signIn('hauwa@example.com')).status).toBe(429);
    expect(calls).toHaveLength(10);
  });
});

describe('changing the password', () => {
  routesSignedInAs();
  const change = (oldPassword: string) =>
    post(changePassword, '/api/profile/password', { old_password: oldPassword, password: 'new-pass-1', confirm_password: 'new-pass-1' });

  test('ten wrong old passwords in 15 minutes hold back the next, so a session cannot be used to guess the password', async () => {
    const calls = provider({ status: 400, body: { message: 'Old password does not match' } });
    for (let i = 0; i < 10; i++) expect(await change(`guess-${i}`)).toEqual({ status: 400, message: 'Old password does not match' });
    expect(await change('the-right-one')).toMatchObject({ status: 429, message: expect.stringMatching(LOCKED) });
    expect(calls).toHaveLength(10);
  });
});

describe('verification codes mailed again', () => {
  test('an account gets five an hour; the sixth is refused before anything is mailed', async () => {
    const calls = provider({ status: 200, body: { message: 'Verification code sent to the provided email address.' } });
    const resend = (email: string) => post(resendCode, '/api/auth/resend', { type: 'company', email });
    for (let i = 0; i < 5; i++) expect((await resend('ifeoma@example.com')).status).toBe(200);
    expect(await resend('ifeoma@example.com')).toEqual({
      status: 429,
      message: 'Too many verification codes requested for this account. Please try again in 60 minutes.',
    });
    expect(calls).toHaveLength(5);
  });

  test('one the provider refused does not count', async () => {
    provider({ status: 400, body: { message: 'Email address is already verified.' } });
    const resend = () => post(resendCode, '/api/auth/resend', { type: 'individual', email: 'jide@example.com' });
    for (let i = 0; i < 6; i++) expect((await resend()).status).toBe(400);
  });
});

describe('email verification codes', () => {
  const WRONG_CODE = { status: 400, body: { message: 'Invalid OTP. Please try again.' } };
  const verify = (forwardedFor: string) =>
    post(verifyCode, '/api/auth/verify', { type: 'individual', otp: '123456' }, { 'x-forwarded-for': forwardedFor });

  describe('behind one trusted proxy', () => {
    const saved = process.env.TRUSTED_PROXY_HOPS;
    beforeEach(() => (process.env.TRUSTED_PROXY_HOPS = '1'));
    afterEach(() => (saved === undefined ? delete process.env.TRUSTED_PROXY_HOPS : (process.env.TRUSTED_PROXY_HOPS = saved)));

    test('a client gets ten codes in 15 minutes, whatever it writes in the header itself', async () => {
      const calls = provider(WRONG_CODE);
      for (let i = 0; i < 10; i++) expect(await verify(`10.0.0.${i}, 203.0.113.7`)).toEqual({ status: 400, message: 'Invalid OTP. Please try again.' });
      expect(await verify('203.0.113.7')).toEqual({
        status: 429,
        message: 'Too many verification codes were tried from your connection. Please try again in 15 minutes.',
      });
      expect(calls).toHaveLength(10);
      // Another client is not held back.
      expect((await verify('198.51.100.4')).status).toBe(400);
    });

    test('a right code counts too, so signing up between guesses does not start the count again', async () => {
      const VERIFIED = { status: 200, body: { message: 'Email verified. Proceed to login.' } };
      provider(...Array.from({ length: 9 }, () => WRONG_CODE), VERIFIED, WRONG_CODE);
      for (let i = 0; i < 10; i++) await verify('203.0.113.9');
      expect((await verify('203.0.113.9')).status).toBe(429);
    });

    test('codes the provider never judged (it was down) do not count', async () => {
      const calls = provider({ status: 503, body: { message: 'Service Unavailable' } });
      for (let i = 0; i < 12; i++) expect((await verify('203.0.113.11')).status).toBe(503);
      expect(calls).toHaveLength(12);
    });
  });

  test('with no trusted proxy named, no client can be told apart, and codes are not limited', async () => {
    const calls = provider(WRONG_CODE);
    for (let i = 0; i < 12; i++) expect((await verify('203.0.113.13')).status).toBe(400);
    expect(calls).toHaveLength(12);
  });
});
