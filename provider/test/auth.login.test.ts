import { tokenCount } from './support/accounts';
import { createBuyer, createCompanyBuyer, TEST_PASSWORD } from './support/fixtures';
import { createHarness, expectNoSecrets, type Harness } from './support/harness';

const TOKEN = /^\d+\|[A-Za-z0-9]{40}$/;
const MINUTE = 60 * 1000;

describe('login and logout (contract 2.1)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());
  afterEach(() => h.setNow(new Date()));

  const login = (email: string, password: string) => h.request('POST', '/api/loginBuyer', { json: { email, password } });
  const companyLogin = (email: string, password: string) => h.request('POST', '/api/companyBuyerLogin', { json: { email, password } });
  const failureCount = async (email: string) =>
    (await h.deps.db.selectFrom('login_failures').select('id').where('email', '=', email).execute()).length;

  describe('POST /loginBuyer', () => {
    test('answers a new working token and the buyer without secrets on every login', async () => {
      const buyer = await createBuyer(h.deps);
      const first = await login(buyer.email, TEST_PASSWORD);
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('Login Successful');
      expect(first.body.token).toMatch(TOKEN);
      expect(first.body.data).toMatchObject({ buyerId: buyer.buyerId, email: buyer.email, is_verified: 1 });
      expect(first.body.data).not.toHaveProperty('password');
      expectNoSecrets(first.text);

      const second = await login(buyer.email.toUpperCase(), TEST_PASSWORD);
      expect(second.status).toBe(200);
      expect(second.body.token).not.toBe(first.body.token);
      expect(await tokenCount(h, buyer.buyerId)).toBe(3); // the fixture's and the two logins'
      for (const token of [first.body.token, second.body.token]) {
        const profile = await h.request('GET', `/api/getBuyerProfile/${buyer.buyerId}`, { token });
        expect(profile.status).toBe(200);
      }
    });

    test('missing fields answer 422 with the original message', async () => {
      const res = await h.request('POST', '/api/loginBuyer', { json: {} });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Login failed Email and Password required');
      expect(res.body.error).toEqual({ email: ['The email field is required.'], password: ['The password field is required.'] });
    });

    test('an email longer than any account can have is refused before its failure is stored', async () => {
      const email = `${'a'.repeat(300)}@example.com`;
      const res = await login(email, 'wrong');
      expect(res.status).toBe(422);
      expect(res.body.error).toEqual({ email: ['The email field must not be greater than 255 characters.'] });
      expect(await failureCount(email)).toBe(0);
    });

    test('an unknown email and a wrong password get the same 400', async () => {
      const buyer = await createBuyer(h.deps);
      for (const res of [await login('nobody@example.com', TEST_PASSWORD), await login(buyer.email, 'wrong-password')]) {
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Incorrect Credentials' });
      }
      expect(await tokenCount(h, buyer.buyerId)).toBe(1);
    });

    test('an unverified buyer with the right password is refused with the contract message', async () => {
      const buyer = await createBuyer(h.deps, { verified: false });
      const res = await login(buyer.email, TEST_PASSWORD);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Email not verified. Please verify your email first.' });
      expect(await tokenCount(h, buyer.buyerId)).toBe(1);
      // The right password is no guess: it does not count towards the lock.
      expect(await failureCount(buyer.email)).toBe(0);
      const wrong = await login(buyer.email, 'wrong-password');
      expect(wrong.body).toEqual({ message: 'Incorrect Credentials' });
    });

    test('a company email does not log in as an individual', async () => {
      const company = await createCompanyBuyer(h.deps);
      const res = await login(company.email, TEST_PASSWORD);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Incorrect Credentials' });
    });
  });

  describe('POST /companyBuyerLogin', () => {
    test('matches the body key "email" against companyemail', async () => {
      const company = await createCompanyBuyer(h.deps);
      const res = await companyLogin(company.email, TEST_PASSWORD);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Login Successful');
      expect(res.body.token).toMatch(TOKEN);
      expect(res.body.data).toMatchObject({ companyBuyerId: company.buyerId, companyemail: company.email });
      expectNoSecrets(res.text);
    });

    test('the same errors as the individual login', async () => {
      const company = await createCompanyBuyer(h.deps);
      const unverified = await createCompanyBuyer(h.deps, { verified: false });
      const buyer = await createBuyer(h.deps);
      expect((await h.request('POST', '/api/companyBuyerLogin', { json: { email: company.email } })).body.message).toBe(
        'Login failed Email and Password required',
      );
      expect((await companyLogin(company.email, 'nope-nope')).body).toEqual({ message: 'Incorrect Credentials' });
      expect((await companyLogin(buyer.email, TEST_PASSWORD)).body).toEqual({ message: 'Incorrect Credentials' });
      const res = await companyLogin(unverified.email, TEST_PASSWORD);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Email not verified. Please verify your email first.' });
    });
  });

  describe('lock after five failed logins in ten minutes', () => {
    test('the sixth attempt is 429 even with the right password, until the oldest failure leaves the window', async () => {
      const buyer = await createBuyer(h.deps);
      const start = new Date('2025-05-01T12:00:00.000Z');
      for (let i = 0; i < 5; i++) {
        h.setNow(new Date(start.getTime() + i * MINUTE));
        const res = await login(buyer.email, `wrong-${i}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: 'Incorrect Credentials' });
      }

      h.setNow(new Date(start.getTime() + 4.5 * MINUTE));
      const locked = await login(buyer.email, TEST_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ message: 'Too many failed login attempts. Please try again in 6 minutes.' });
      expect(await tokenCount(h, buyer.buyerId)).toBe(1);

      h.setNow(new Date(start.getTime() + 9 * MINUTE + 30 * 1000));
      const almost = await login(buyer.email.toUpperCase(), TEST_PASSWORD);
      expect(almost.status).toBe(429);
      expect(almost.body).toEqual({ message: 'Too many failed login attempts. Please try again in 1 minute.' });

      h.setNow(new Date(start.getTime() + 10 * MINUTE + 1000));
      const open = await login(buyer.email, TEST_PASSWORD);
      expect(open.status).toBe(200);
      expect(await failureCount(buyer.email)).toBe(0);
      const next = await login(buyer.email, 'wrong-again');
      expect(next.status).toBe(400);
    });

    test('the lock is per email, and covers unknown emails and the company login too', async () => {
      const company = await createCompanyBuyer(h.deps);
      const other = await createCompanyBuyer(h.deps);
      for (let i = 0; i < 5; i++) await companyLogin(company.email, `wrong-${i}`);
      const locked = await companyLogin(company.email, TEST_PASSWORD);
      expect(locked.status).toBe(429);
      expect(locked.body).toEqual({ message: 'Too many failed login attempts. Please try again in 10 minutes.' });
      expect((await companyLogin(other.email, TEST_PASSWORD)).status).toBe(200);

      for (let i = 0; i < 5; i++) await login('ghost@example.com', `wrong-${i}`);
      expect((await login('ghost@example.com', 'anything')).status).toBe(429);
    });

    test('guesses sent all at once get five answers at most, the rest 429, the right password too', async () => {
      const buyer = await createBuyer(h.deps);
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => login(buyer.email, `guess-${i}`)));
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 400)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(15);
      expect(await failureCount(buyer.email)).toBe(5);
      expect((await login(buyer.email, TEST_PASSWORD)).status).toBe(429);
    });

    test('a successful login clears the failures', async () => {
      const buyer = await createBuyer(h.deps);
      for (let i = 0; i < 4; i++) await login(buyer.email, `wrong-${i}`);
      expect(await failureCount(buyer.email)).toBe(4);
      expect((await login(buyer.email, TEST_PASSWORD)).status).toBe(200);
      expect(await failureCount(buyer.email)).toBe(0);
      for (let i = 0; i < 4; i++) await login(buyer.email, `wrong-${i}`);
      expect((await login(buyer.email, TEST_PASSWORD)).status).toBe(200);
    });

    test('failures older than the window neither count nor stay stored', async () => {
      const buyer = await createBuyer(h.deps);
      const start = new Date('2025-05-02T12:00:00.000Z');
      h.setNow(start);
      for (let i = 0; i < 4; i++) await login(buyer.email, `wrong-${i}`);
      h.setNow(new Date(start.getTime() + 11 * MINUTE));
      await login(buyer.email, 'wrong-late');
      expect(await failureCount(buyer.email)).toBe(1);
      expect((await login(buyer.email, TEST_PASSWORD)).status).toBe(200);
    });

    test('an attempt drops the old failures of every email, so emails tried once do not pile up', async () => {
      const start = new Date('2025-05-03T12:00:00.000Z');
      h.setNow(start);
      for (let i = 0; i < 3; i++) await login(`sprayed-${i}@example.com`, 'wrong');
      h.setNow(new Date(start.getTime() + 11 * MINUTE));
      await login('someone-else@example.com', 'wrong');
      for (let i = 0; i < 3; i++) expect(await failureCount(`sprayed-${i}@example.com`)).toBe(0);
      expect(await failureCount('someone-else@example.com')).toBe(1);
    });
  });

  describe('POST /buyerLogout', () => {
    test('revokes every token of an individual', async () => {
      const buyer = await createBuyer(h.deps);
      const other = (await login(buyer.email, TEST_PASSWORD)).body.token;
      const res = await h.request('POST', '/api/buyerLogout', { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Individual logged out successfully' });
      expect(await tokenCount(h, buyer.buyerId)).toBe(0);
      for (const token of [buyer.token, other]) {
        const after = await h.request('GET', `/api/getBuyerProfile/${buyer.buyerId}`, { token });
        expect(after.status).toBe(401);
        expect(after.body).toEqual({ message: 'Unauthenticated.' });
      }
    });

    test('answers the company message for a company buyer and leaves other accounts signed in', async () => {
      const company = await createCompanyBuyer(h.deps);
      const bystander = await createBuyer(h.deps);
      const res = await h.request('POST', '/api/buyerLogout', { token: company.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Company buyer logged out successfully' });
      expect(await tokenCount(h, company.buyerId)).toBe(0);
      expect(await tokenCount(h, bystander.buyerId)).toBe(1);
    });

    test('needs a token', async () => {
      const res = await h.request('POST', '/api/buyerLogout');
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });
  });
});
