import { verifyPassword } from '../src/auth/passwords';
import { sha256 } from '../src/auth/secrets';
import { idFormats } from '../src/lib/ids';
import { laravelTimestamp } from '../src/lib/time';
import { latestCode, mailsTo, tokenCount } from './support/accounts';
import { createBuyer, createCompanyBuyer, TEST_PASSWORD, type BuyerFixture } from './support/fixtures';
import { expectNoSecrets, suiteHarness } from './support/harness';

const NEW_PASSWORD = 'plantain-chips-2025';

describe('password reset by mailed code (contract 2.1, section 6)', () => {
  const h = suiteHarness();

  const storedHash = async (buyer: BuyerFixture) =>
    buyer.buyerId.startsWith('AGCB')
      ? (await h.deps.db.selectFrom('company_buyers').select('password_hash').where('companyBuyerId', '=', buyer.buyerId).executeTakeFirstOrThrow()).password_hash
      : (await h.deps.db.selectFrom('buyers').select('password_hash').where('buyerId', '=', buyer.buyerId).executeTakeFirstOrThrow()).password_hash;

  const confirm = (path: string, email: string, code: string, password = NEW_PASSWORD, confirm_password = password) =>
    h.request('POST', path, { json: { email, code, password, confirm_password } });

  describe.each([
    { kind: 'individual', path: '/api/buyerPasswordReset', login: '/api/loginBuyer', create: createBuyer, draws: ['111111', '222222'] },
    { kind: 'company', path: '/api/companyBuyerResetPassword', login: '/api/companyBuyerLogin', create: createCompanyBuyer, draws: ['333333', '444444'] },
  ])('$kind: POST $path', ({ path, login, create, draws }) => {
    test('{email} mails a reset code and changes nothing yet', async () => {
      const now = new Date('2025-06-01T07:00:00.000Z');
      h.setNow(now);
      const buyer = await create(h.deps);
      const before = await storedHash(buyer);
      const res = await h.request('POST', path, { json: { email: buyer.email } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password reset code sent.' });

      const code = await latestCode(h, buyer.email);
      const [mail] = await mailsTo(h, buyer.email);
      expect(mail!.subject).toContain('AgroMarket');
      expect(mail!.text).toContain(code);
      expect(res.text).not.toContain(code);
      const stored = await h.deps.db.selectFrom('email_codes').selectAll().where('owner_id', '=', buyer.buyerId).executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        purpose: 'reset',
        code_hash: sha256(code),
        used_at: null,
        expires_at: laravelTimestamp(new Date(now.getTime() + 30 * 60 * 1000)),
      });
      expect(await storedHash(buyer)).toBe(before);
      expect(await tokenCount(h, buyer.buyerId)).toBe(1);
    });

    test('the code and a new password set it, sign every session out, and work once', async () => {
      const buyer = await create(h.deps);
      await h.request('POST', path, { json: { email: buyer.email } });
      const code = await latestCode(h, buyer.email);

      const res = await confirm(path, buyer.email, code);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password reset successful. Proceed to login.' });
      expectNoSecrets(res.text);
      expect(await verifyPassword(NEW_PASSWORD, await storedHash(buyer))).toBe(true);
      expect(await tokenCount(h, buyer.buyerId)).toBe(0);
      expect((await h.request('POST', '/api/buyerLogout', { token: buyer.token })).status).toBe(401);

      expect((await h.request('POST', login, { json: { email: buyer.email, password: TEST_PASSWORD } })).status).toBe(400);
      expect((await h.request('POST', login, { json: { email: buyer.email, password: NEW_PASSWORD } })).status).toBe(200);

      const reused = await confirm(path, buyer.email, code, 'another-password');
      expect(reused.status).toBe(400);
      expect(reused.body).toEqual({ message: 'Invalid or expired reset code.' });
      expect(await verifyPassword(NEW_PASSWORD, await storedHash(buyer))).toBe(true);
    });

    test('an unknown email is "Email not found."; a missing one a 422', async () => {
      const res = await h.request('POST', path, { json: { email: 'nobody@example.com' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Email not found.' });
      expect(await mailsTo(h, 'nobody@example.com')).toHaveLength(0);
      const missing = await h.request('POST', path, { json: {} });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ email: ['The email field is required.'] });
    });

    test('wrong, expired and superseded codes are refused and change nothing', async () => {
      const start = new Date('2025-06-02T07:00:00.000Z');
      h.setNow(start);
      const buyer = await create(h.deps);
      const before = await storedHash(buyer);
      const [first, second] = draws as [string, string];
      jest.spyOn(idFormats, 'otp').mockReturnValueOnce(first).mockReturnValueOnce(second);
      await h.request('POST', path, { json: { email: buyer.email } });
      await h.request('POST', path, { json: { email: buyer.email } });
      expect(await latestCode(h, buyer.email)).toBe(second);

      const invalid = { message: 'Invalid or expired reset code.' };
      expect((await confirm(path, buyer.email, first)).body).toEqual(invalid);
      const res = await confirm(path, buyer.email, '999999');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(invalid);

      h.setNow(new Date(start.getTime() + 31 * 60 * 1000));
      const late = await confirm(path, buyer.email, second);
      expect(late.status).toBe(400);
      expect(late.body).toEqual(invalid);
      expect(await storedHash(buyer)).toBe(before);
      expect(await tokenCount(h, buyer.buyerId)).toBe(1);
    });

    test('the second step validates the new password before looking at the code', async () => {
      const buyer = await create(h.deps);
      const before = await storedHash(buyer);
      const short = await confirm(path, buyer.email, '123456', '12345');
      expect(short.status).toBe(422);
      expect(short.body.errors).toEqual({ password: ['The password field must be at least 6 characters.'] });
      const mismatch = await confirm(path, buyer.email, '123456', NEW_PASSWORD, 'something-else');
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors).toEqual({ confirm_password: ['The confirm password field must match password.'] });
      const noCode = await h.request('POST', path, { json: { email: buyer.email, password: NEW_PASSWORD, confirm_password: NEW_PASSWORD } });
      expect(noCode.status).toBe(422);
      expect(noCode.body.errors).toEqual({ code: ['The code field is required.'] });
      expect(await storedHash(buyer)).toBe(before);
      expect(await mailsTo(h, buyer.email)).toHaveLength(0);
    });
  });

  test('an individual email is unknown to the company reset, and the reverse', async () => {
    const buyer = await createBuyer(h.deps);
    const company = await createCompanyBuyer(h.deps);
    expect((await h.request('POST', '/api/companyBuyerResetPassword', { json: { email: buyer.email } })).body).toEqual({ message: 'Email not found.' });
    expect((await h.request('POST', '/api/buyerPasswordReset', { json: { email: company.email } })).body).toEqual({ message: 'Email not found.' });
  });

  test('a reset code of one account does not reset another', async () => {
    const a = await createBuyer(h.deps);
    const b = await createBuyer(h.deps);
    await h.request('POST', '/api/buyerPasswordReset', { json: { email: a.email } });
    const code = await latestCode(h, a.email);
    const before = await storedHash(b);
    const res = await confirm('/api/buyerPasswordReset', b.email, code);
    expect(res.status).toBe(400);
    expect(await storedHash(b)).toBe(before);
  });

  test('five wrong codes lock the email like failed logins, so codes cannot be guessed', async () => {
    const buyer = await createBuyer(h.deps);
    await h.request('POST', '/api/buyerPasswordReset', { json: { email: buyer.email } });
    const code = await latestCode(h, buyer.email);
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await confirm('/api/buyerPasswordReset', buyer.email, wrong)).status).toBe(400);
    const locked = await confirm('/api/buyerPasswordReset', buyer.email, code);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too many failed login attempts. Please try again in 10 minutes.' });
    expect(await verifyPassword(TEST_PASSWORD, await storedHash(buyer))).toBe(true);
  });

  test('codes guessed all at once get five tries at most, so a burst cannot find the code', async () => {
    const buyer = await createBuyer(h.deps);
    await h.request('POST', '/api/buyerPasswordReset', { json: { email: buyer.email } });
    const code = await latestCode(h, buyer.email);
    // Twenty wrong guesses and the right code last, all sent at once.
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all([...guesses, code].map((guess) => confirm('/api/buyerPasswordReset', buyer.email, guess)));
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(5);
    expect(answers.at(-1)!.status).toBe(429);
    expect(await verifyPassword(TEST_PASSWORD, await storedHash(buyer))).toBe(true);
  });
});
