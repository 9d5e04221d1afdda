import { loginBody, resetBody, signupBody, verifyBody } from './schemas';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('sign-in bodies: what is too long gets words, not zod defaults', () => {
  test('a signup field over 200 characters', () => {
    const result = signupBody.safeParse({ type: 'individual', fields: { firstname: 'A'.repeat(201) } });
    expect(messagesOf(result)).toEqual(['Must be at most 200 characters']);
    expect(signupBody.safeParse({ type: 'individual', fields: { firstname: 'A'.repeat(200) } }).success).toBe(true);
  });

  test('an email or password over 200 characters', () => {
    const result = loginBody.safeParse({ type: 'company', email: `${'a'.repeat(195)}@x.com`, password: 'p'.repeat(201) });
    expect(messagesOf(result)).toEqual(['Must be at most 200 characters', 'Must be at most 200 characters']);
  });

  test('a code over 20 characters', () => {
    expect(messagesOf(verifyBody.safeParse({ type: 'individual', otp: '1'.repeat(21) }))).toEqual(['The code must be at most 20 characters']);
    const reset = resetBody.safeParse({ type: 'individual', email: 'a@b.ng', code: '9'.repeat(21), password: 'x', confirm_password: 'x' });
    expect(messagesOf(reset)).toEqual(['The code must be at most 20 characters']);
  });
});
