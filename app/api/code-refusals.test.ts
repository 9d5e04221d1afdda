/**
 * The provider refuses a mailed code with a message only. Our routes answer it as the code field's
 * error too, so the form marks that field invalid, ties the message to it and moves focus there.
 */
import { POST as confirmReset } from '@/app/api/auth/password-reset/confirm/route';
import { POST as verifyCode } from '@/app/api/auth/verify/route';
import { routesSignedInAs } from '@/lib/testing/route-session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

routesSignedInAs({});

afterEach(() => jest.restoreAllMocks());

type Handler = typeof verifyCode;

/** Our answer to `body` when the provider answers `providerBody` with `status`. */
async function answer(handler: Handler, path: string, body: object, status: number, providerBody: object) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(providerBody, { status }));
  const response = await handler(sameOriginRequest(path, { body }), { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

const verify = (type: string, providerBody: object) => answer(verifyCode, '/api/auth/verify', { type, otp: '123456' }, 400, providerBody);

test.each([
  [{ message: 'Invalid OTP. Please try again.' }, 'individual', 'Invalid OTP. Please try again.'],
  [{ message: 'OTP Invalid, Please try again.' }, 'company', 'OTP Invalid, Please try again.'],
  [{ error: 'The otp field is required.' }, 'individual', 'The otp field is required.'],
])('a verification code refused with %j (%s) is the code field’s error', async (providerBody, type, message) => {
  expect(await verify(type, providerBody)).toEqual({ status: 400, body: { message, errors: { otp: [message] } } });
});

test('a refusal about the account, not the code, stays the form’s', async () => {
  expect(await verify('individual', { message: 'Email already verified.' })).toEqual({ status: 400, body: { message: 'Email already verified.' } });
});

const confirm = (status: number, providerBody: object) =>
  answer(
    confirmReset,
    '/api/auth/password-reset/confirm',
    { type: 'individual', email: 'yemi@example.com', code: '123456', password: 'new-pass-1', confirm_password: 'new-pass-1' },
    status,
    providerBody,
  );

test('a reset code refused is the code field’s error', async () => {
  const message = 'Invalid or expired reset code.';
  expect(await confirm(400, { message })).toEqual({ status: 400, body: { message, errors: { code: [message] } } });
});

test('a refusal that names its fields already keeps them as they are', async () => {
  const errors = { password: ['The password field must be at least 6 characters.'] };
  expect(await confirm(422, { message: 'Validations fails', errors })).toEqual({ status: 422, body: { message: 'Validations fails', errors } });
});
