import { verifyPassword } from '../src/auth/passwords';
import { sha256 } from '../src/auth/secrets';
import { laravelTimestamp } from '../src/lib/time';
import { companySignupBody, individualSignupBody, mailsTo } from './support/accounts';
import { createBuyer, createCompanyBuyer } from './support/fixtures';
import { createHarness, expectNoSecrets, type Harness } from './support/harness';

describe('sign-up (contract 2.1)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const buyerRow = (email: string) => h.deps.db.selectFrom('buyers').selectAll().where('email', '=', email).executeTakeFirst();
  const companyRow = (email: string) =>
    h.deps.db.selectFrom('company_buyers').selectAll().where('companyemail', '=', email).executeTakeFirst();
  const buyerCount = async () => (await h.deps.db.selectFrom('buyers').select('id').execute()).length;

  describe('POST /signup (individual)', () => {
    test('creates an unverified buyer, keeps the address, and mails a 6-digit code stored only as a hash', async () => {
      const now = new Date('2025-03-01T09:00:00.000Z');
      h.setNow(now);
      const body = individualSignupBody();
      const res = await h.request('POST', '/api/signup', { json: body });

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Registration successful Verification Email Sent');
      expectNoSecrets(res.text);
      expect(res.body.data).not.toHaveProperty('password');
      expect(res.body.data).toMatchObject({
        firstname: 'Amaka',
        lastname: 'Nwosu',
        email: body.email,
        phone: body.phone,
        country: 'Nigeria',
        state: 'Anambra',
        city: 'Awka',
        address: '7 Zik Avenue',
        zipcode: '420001',
        is_verified: 0,
        email_verified_at: null,
        created_at: '2025-03-01T09:00:00.000000Z',
      });
      expect(res.body.data.buyerId).toMatch(/^AGB\d{8}$/);

      const row = await buyerRow(body.email);
      expect(row).toMatchObject({ buyerId: res.body.data.buyerId, address: '7 Zik Avenue', is_verified: 0 });
      expect(await verifyPassword(body.password, row!.password_hash)).toBe(true);

      const [mail, ...older] = await mailsTo(h, body.email);
      expect(older).toHaveLength(0);
      expect(mail!.subject).toContain('AgroMarket');
      expect(mail!.text).toContain('Amaka');
      expect(mail!.text).toContain(mail!.code!);
      expect(mail!.code).toMatch(/^[1-9]\d{5}$/);

      const codes = await h.deps.db.selectFrom('email_codes').selectAll().where('owner_id', '=', row!.buyerId).execute();
      expect(codes).toEqual([
        expect.objectContaining({
          purpose: 'verify',
          code_hash: sha256(mail!.code!),
          used_at: null,
          expires_at: laravelTimestamp(new Date(now.getTime() + 24 * 3600 * 1000)),
        }),
      ]);
      expect(JSON.stringify(codes)).not.toContain(mail!.code!);
      expect(res.text).not.toContain(mail!.code!);
    });

    test('stores nothing from unknown or privileged fields', async () => {
      const body = individualSignupBody({ is_verified: 1, buyerId: 'AGB11111111', profile_photo: 'x.png', email_verified_at: '2020-01-01 00:00:00', role: 'admin' });
      const res = await h.request('POST', '/api/signup', { json: body });
      expect(res.status).toBe(200);
      const row = await buyerRow(body.email);
      expect(row).toMatchObject({ is_verified: 0, email_verified_at: null, profile_photo: null });
      expect(row!.buyerId).not.toBe('AGB11111111');
      expect(res.body.data).not.toHaveProperty('role');
    });

    test('accepts a form-encoded body and an omitted address', async () => {
      const { address: _address, ...body } = individualSignupBody();
      const res = await h.request('POST', '/api/signup', {
        body: new URLSearchParams(body as Record<string, string>).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });
      expect(res.status).toBe(200);
      expect((await buyerRow(body.email))!.address).toBeNull();
    });

    test('missing fields answer 422 "Validations fails" with Laravel messages and create nothing', async () => {
      const before = await buyerCount();
      const res = await h.request('POST', '/api/signup', { json: {} });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Validations fails');
      expect(res.body.error).toEqual({
        firstname: ['The firstname field is required.'],
        lastname: ['The lastname field is required.'],
        email: ['The email field is required.'],
        phone: ['The phone field is required.'],
        country: ['The country field is required.'],
        state: ['The state field is required.'],
        city: ['The city field is required.'],
        password: ['The password field is required.'],
        confirm_password: ['The confirm password field is required.'],
      });
      expect(res.body.errors).toEqual(res.body.error);
      expect(await buyerCount()).toBe(before);
    });

    test('format, length and confirmation rules', async () => {
      const body = individualSignupBody({ firstname: 'A', email: 'not-an-email', address: 'x', password: '12345', confirm_password: '54321' });
      const res = await h.request('POST', '/api/signup', { json: body });
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({
        firstname: ['The firstname field must be at least 2 characters.'],
        email: ['The email field must be a valid email address.'],
        address: ['The address field must be at least 2 characters.'],
        password: ['The password field must be at least 6 characters.'],
        confirm_password: ['The confirm password field must match password.'],
      });
      expect(await buyerRow(body.email as string)).toBeUndefined();
    });

    test('an email longer than the account update allows (100) is refused, or the buyer could never save their details', async () => {
      const email = `${'a'.repeat(89)}@example.com`;
      const res = await h.request('POST', '/api/signup', { json: individualSignupBody({ email }) });
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ email: ['The email field must not be greater than 100 characters.'] });
      expect(await buyerRow(email)).toBeUndefined();
    });

    test('a mismatched confirmation is reported beside missing fields, as Laravel does', async () => {
      const res = await h.request('POST', '/api/signup', { json: { password: 'harvest-2026', confirm_password: 'different' } });
      expect(res.status).toBe(422);
      expect(res.body.error.firstname).toEqual(['The firstname field is required.']);
      expect(res.body.error.confirm_password).toEqual(['The confirm password field must match password.']);
    });

    test('a taken email (in any letter case) or phone is reported under its field, beside other errors', async () => {
      const existing = await createBuyer(h.deps);
      const phone = (await h.deps.db.selectFrom('buyers').select('phone').where('buyerId', '=', existing.buyerId).executeTakeFirstOrThrow()).phone;
      const before = await buyerCount();
      const res = await h.request('POST', '/api/signup', {
        json: individualSignupBody({ email: existing.email.toUpperCase(), phone, password: '123' }),
      });
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({
        email: ['The email has already been taken.'],
        phone: ['The phone has already been taken.'],
        password: ['The password field must be at least 6 characters.'],
        confirm_password: ['The confirm password field must match password.'],
      });
      expect(Object.keys(res.body.error)).toEqual(['email', 'phone', 'password', 'confirm_password']);
      expect(await buyerCount()).toBe(before);
      expect(await mailsTo(h, existing.email)).toHaveLength(0);
    });

    test('two sign-ups with one email at once: one account, and the other is told the email is taken (422), not a server error', async () => {
      const body = individualSignupBody();
      const before = await buyerCount();
      const answers = await Promise.all([
        h.request('POST', '/api/signup', { json: body }),
        h.request('POST', '/api/signup', { json: { ...body, phone: individualSignupBody().phone } }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
      expect(answers.find((res) => res.status === 422)!.body.error).toEqual({ email: ['The email has already been taken.'] });
      expect(await buyerCount()).toBe(before + 1);
    });

    test('an email used by a company buyer is free for an individual (separate tables, as in the original)', async () => {
      const company = await createCompanyBuyer(h.deps);
      const res = await h.request('POST', '/api/signup', { json: individualSignupBody({ email: company.email }) });
      expect(res.status).toBe(200);
    });
  });

  describe('POST /companyBuyerSignup', () => {
    test('creates an unverified company buyer and mails its code to the company email', async () => {
      const body = companySignupBody({ products: 'yams', is_verified: 1 });
      const res = await h.request('POST', '/api/companyBuyerSignup', { json: body });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Company registration successful Check email for verification code');
      expectNoSecrets(res.text);
      expect(res.body.data).toMatchObject({
        companyname: 'Green Basket Ltd',
        companyregnumber: body.companyregnumber,
        companyemail: body.companyemail,
        companyphone: body.companyphone,
        companyaddress: '21 Aba Road',
        zipcode: '500102',
        is_verified: 0,
      });
      expect(res.body.data.companyBuyerId).toMatch(/^AGCB\d{4}$/);
      expect(res.body.data).not.toHaveProperty('products');
      expect(res.body.data).not.toHaveProperty('password');
      const row = await companyRow(body.companyemail);
      expect(row).toMatchObject({ is_verified: 0, companyaddress: '21 Aba Road' });
      expect(await verifyPassword(body.password, row!.password_hash)).toBe(true);
      const [mail] = await mailsTo(h, body.companyemail);
      expect(mail!.subject).toContain('AgroMarket');
      expect(mail!.text).toContain('Green Basket Ltd');
      expect(res.text).not.toContain(mail!.code!);
    });

    test('validation answers 422 "Business Registration failed"', async () => {
      const res = await h.request('POST', '/api/companyBuyerSignup', { json: { companyname: 'G', zipcode: '1' } });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Business Registration failed');
      expect(res.body.error).toEqual({
        companyname: ['The companyname field must be at least 2 characters.'],
        companyregnumber: ['The companyregnumber field is required.'],
        companyemail: ['The companyemail field is required.'],
        companyphone: ['The companyphone field is required.'],
        country: ['The country field is required.'],
        city: ['The city field is required.'],
        state: ['The state field is required.'],
        zipcode: ['The zipcode field must be at least 2 characters.'],
        password: ['The password field is required.'],
        confirm_password: ['The confirm password field is required.'],
      });
    });

    test('taken registration number, email and phone are each reported', async () => {
      const first = companySignupBody();
      expect((await h.request('POST', '/api/companyBuyerSignup', { json: first })).status).toBe(200);
      const again = companySignupBody({
        companyregnumber: first.companyregnumber,
        companyemail: first.companyemail.toUpperCase(),
        companyphone: first.companyphone,
      });
      const res = await h.request('POST', '/api/companyBuyerSignup', { json: again });
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({
        companyregnumber: ['The companyregnumber has already been taken.'],
        companyemail: ['The companyemail has already been taken.'],
        companyphone: ['The companyphone has already been taken.'],
      });
      expect(await mailsTo(h, first.companyemail)).toHaveLength(1);
    });
  });
});
