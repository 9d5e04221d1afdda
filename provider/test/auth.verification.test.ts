import { issueCode } from '../src/accounts/codes';
import { idFormats } from '../src/lib/ids';
import { sqlDateTime } from '../src/lib/time';
import { companySignupBody, individualSignupBody, latestCode, mailsTo } from './support/accounts';
import { createBuyer, createCompanyBuyer } from './support/fixtures';
import { expectNoSecrets, suiteHarness } from './support/harness';

describe('email verification and resend (contract 2.1)', () => {
  const h = suiteHarness();

  async function signUpIndividual(overrides: Record<string, unknown> = {}) {
    const body = individualSignupBody(overrides);
    const res = await h.request('POST', '/api/signup', { json: body });
    expect(res.status).toBe(200);
    return { buyerId: res.body.data.buyerId as string, email: body.email, code: await latestCode(h, body.email) };
  }

  async function signUpCompany() {
    const body = companySignupBody();
    const res = await h.request('POST', '/api/companyBuyerSignup', { json: body });
    expect(res.status).toBe(200);
    return { buyerId: res.body.data.companyBuyerId as string, email: body.companyemail, code: await latestCode(h, body.companyemail) };
  }

  const buyer = (buyerId: string) => h.deps.db.selectFrom('buyers').selectAll().where('buyerId', '=', buyerId).executeTakeFirstOrThrow();
  const company = (id: string) =>
    h.deps.db.selectFrom('company_buyers').selectAll().where('companyBuyerId', '=', id).executeTakeFirstOrThrow();

  describe('POST /verifyBuyerEmail', () => {
    test('the mailed code verifies the buyer once; the same code again says already verified', async () => {
      const now = new Date('2025-04-02T08:30:15.000Z');
      h.setNow(now);
      const { buyerId, code } = await signUpIndividual();
      const res = await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: code } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Email verified. Proceed to login.' });
      expect(await buyer(buyerId)).toMatchObject({ is_verified: 1, email_verified_at: sqlDateTime(now) });
      const stored = await h.deps.db.selectFrom('email_codes').select('used_at').where('owner_id', '=', buyerId).executeTakeFirstOrThrow();
      expect(stored.used_at).not.toBeNull();

      const again = await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: code } });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: 'Email already verified.' });
    });

    test('a numeric otp is read as text', async () => {
      const { buyerId, code } = await signUpIndividual();
      const res = await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: Number(code) } });
      expect(res.status).toBe(200);
      expect((await buyer(buyerId)).is_verified).toBe(1);
    });

    test('a missing otp is a 400 with the key "error"', async () => {
      for (const json of [{}, { otp: '' }, { otp: null }]) {
        const res = await h.request('POST', '/api/verifyBuyerEmail', { json });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ error: 'The otp field is required.' });
      }
    });

    test('a wrong otp is refused and verifies nobody', async () => {
      const { buyerId, code } = await signUpIndividual();
      const wrong = code === '999999' ? '999998' : '999999';
      const res = await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: wrong } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid OTP. Please try again.' });
      expect((await buyer(buyerId)).is_verified).toBe(0);
    });

    test('a code expires after 24 hours', async () => {
      const start = new Date('2025-04-03T10:00:00.000Z');
      h.setNow(start);
      const { buyerId, code } = await signUpIndividual();
      const inTime = await signUpIndividual();
      h.setNow(new Date(start.getTime() + 24 * 3600 * 1000 - 1000));
      expect((await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: inTime.code } })).status).toBe(200);
      h.setNow(new Date(start.getTime() + 24 * 3600 * 1000 + 1000));
      const res = await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: code } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid OTP. Please try again.' });
      expect((await buyer(buyerId)).is_verified).toBe(0);
    });

    test('a company code does not verify at the individual endpoint, nor the reverse', async () => {
      const person = await signUpIndividual();
      const firm = await signUpCompany();
      const atIndividual = await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: firm.code } });
      expect(atIndividual.status).toBe(400);
      expect(atIndividual.body).toEqual({ message: 'Invalid OTP. Please try again.' });
      const atCompany = await h.request('POST', '/api/companyBuyerVerifyMail', { json: { otp: person.code } });
      expect(atCompany.status).toBe(400);
      expect(atCompany.body).toEqual({ message: 'OTP Invalid, Please try again.' });
      expect((await buyer(person.buyerId)).is_verified).toBe(0);
      expect((await company(firm.buyerId)).is_verified).toBe(0);
    });

    test('an optional email narrows the lookup: another account\'s email does not match', async () => {
      const a = await signUpIndividual();
      const b = await signUpIndividual();
      const wrongEmail = await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: a.code, email: b.email } });
      expect(wrongEmail.status).toBe(400);
      expect(wrongEmail.body).toEqual({ message: 'Invalid OTP. Please try again.' });
      expect((await buyer(a.buyerId)).is_verified).toBe(0);
      const rightEmail = await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: a.code, email: a.email.toUpperCase() } });
      expect(rightEmail.status).toBe(200);
      expect((await buyer(a.buyerId)).is_verified).toBe(1);
    });
  });

  describe('POST /companyBuyerVerifyMail', () => {
    test('verifies the company with its mailed code', async () => {
      const firm = await signUpCompany();
      const res = await h.request('POST', '/api/companyBuyerVerifyMail', { json: { otp: firm.code } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Company email verified. Proceed to login.' });
      expect((await company(firm.buyerId)).is_verified).toBe(1);
      const again = await h.request('POST', '/api/companyBuyerVerifyMail', { json: { otp: firm.code } });
      expect(again.status).toBe(400);
      expect(again.body).toEqual({ message: 'Email already verified.' });
    });

    test('missing and wrong codes', async () => {
      const missing = await h.request('POST', '/api/companyBuyerVerifyMail', { json: {} });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ error: 'The otp field is required.' });
      const wrong = await h.request('POST', '/api/companyBuyerVerifyMail', { json: { otp: '000000' } });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ message: 'OTP Invalid, Please try again.' });
    });
  });

  describe('POST /resendBuyerEmailAuth/{email}', () => {
    test('mails a new code that replaces the old one', async () => {
      const draws = ['123456', '654321'];
      jest.spyOn(idFormats, 'otp').mockImplementation(() => draws.shift()!);
      const { buyerId, email, code: first } = await signUpIndividual();
      const res = await h.request('POST', `/api/resendBuyerEmailAuth/${encodeURIComponent(email)}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Verification code sent to the provided email address.' });
      expect(await mailsTo(h, email)).toHaveLength(2);
      expect(first).toBe('123456');
      expect(await latestCode(h, email)).toBe('654321');
      expect(res.text).not.toContain('654321');

      const old = await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: '123456' } });
      expect(old.status).toBe(400);
      expect(old.body).toEqual({ message: 'Invalid OTP. Please try again.' });
      expect((await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: '654321' } })).status).toBe(200);
      expect((await buyer(buyerId)).is_verified).toBe(1);
    });

    test('an invalid email is a 400, an unknown one a 404 (not a 500), a verified one a 400', async () => {
      const invalid = await h.request('POST', '/api/resendBuyerEmailAuth/not-an-email');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ message: 'Invalid email address. Please provide a valid email address.' });

      const unknown = await h.request('POST', '/api/resendBuyerEmailAuth/nobody@example.com');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'User not found for the provided email address.' });

      const verified = await createBuyer(h.deps);
      const done = await h.request('POST', `/api/resendBuyerEmailAuth/${verified.email}`);
      expect(done.status).toBe(400);
      expect(done.body).toEqual({ message: 'Email address is already verified.' });
      expect(await mailsTo(h, verified.email)).toHaveLength(0);
    });

    test('a company email is unknown to the individual resend', async () => {
      const firm = await createCompanyBuyer(h.deps, { verified: false });
      const res = await h.request('POST', `/api/resendBuyerEmailAuth/${firm.email}`);
      expect(res.status).toBe(404);
      expect(await mailsTo(h, firm.email)).toHaveLength(0);
    });
  });

  describe('POST /resendCompanyBuyerEmailAuth/{email}', () => {
    test('mails a new code to an unverified company', async () => {
      const firm = await signUpCompany();
      const res = await h.request('POST', `/api/resendCompanyBuyerEmailAuth/${firm.email}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Verification code sent to the provided email address.' });
      expectNoSecrets(res.text);
      const code = await latestCode(h, firm.email);
      expect((await h.request('POST', '/api/companyBuyerVerifyMail', { json: { otp: code } })).status).toBe(200);
    });

    test('the same error messages as the individual version', async () => {
      const invalid = await h.request('POST', '/api/resendCompanyBuyerEmailAuth/nope');
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ message: 'Invalid email address. Please provide a valid email address.' });
      const unknown = await h.request('POST', '/api/resendCompanyBuyerEmailAuth/ghost@example.com');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: 'User not found for the provided email address.' });
      const verified = await createCompanyBuyer(h.deps);
      const done = await h.request('POST', `/api/resendCompanyBuyerEmailAuth/${verified.email}`);
      expect(done.status).toBe(400);
      expect(done.body).toEqual({ message: 'Email address is already verified.' });
    });
  });

  describe('code draws', () => {
    test('no two live codes of one purpose are equal; a used code may be drawn again', async () => {
      const draws = ['111111', '111111', '222222', '111111'];
      jest.spyOn(idFormats, 'otp').mockImplementation(() => draws.shift()!);
      const now = new Date();
      const a = await createBuyer(h.deps, { verified: false });
      const b = await createBuyer(h.deps, { verified: false });
      expect(await issueCode(h.deps.db, now, a.buyerId, 'verify')).toBe('111111');
      expect(await issueCode(h.deps.db, now, b.buyerId, 'verify')).toBe('222222');

      expect((await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: '111111' } })).status).toBe(200);
      const c = await createBuyer(h.deps, { verified: false });
      expect(await issueCode(h.deps.db, now, c.buyerId, 'verify')).toBe('111111');
      // The live code wins over the used one of the verified buyer.
      expect((await h.request('POST', '/api/verifyBuyerEmail', { json: { otp: '111111' } })).status).toBe(200);
      expect((await buyer(c.buyerId)).is_verified).toBe(1);
    });

    test('different purposes may share a code', async () => {
      jest.spyOn(idFormats, 'otp').mockImplementation(() => '333333');
      const a = await createBuyer(h.deps, { verified: false });
      expect(await issueCode(h.deps.db, new Date(), a.buyerId, 'verify')).toBe('333333');
      expect(await issueCode(h.deps.db, new Date(), a.buyerId, 'reset')).toBe('333333');
    });
  });
});
