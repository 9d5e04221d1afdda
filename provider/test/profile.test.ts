import { verifyPassword } from '../src/auth/passwords';
import { tokenCount } from './support/accounts';
import { createBuyer, createCompanyBuyer, TEST_PASSWORD, type BuyerFixture } from './support/fixtures';
import { createHarness, expectNoSecrets, TEST_PUBLIC_URL, type Harness } from './support/harness';

describe('buyer profile and account settings (contract 2.2)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  const individualRow = (b: BuyerFixture) => h.deps.db.selectFrom('buyers').selectAll().where('buyerId', '=', b.buyerId).executeTakeFirstOrThrow();
  const companyRow = (b: BuyerFixture) =>
    h.deps.db.selectFrom('company_buyers').selectAll().where('companyBuyerId', '=', b.buyerId).executeTakeFirstOrThrow();
  const post = (path: string, token: string, json: unknown) => h.request('POST', `/api/${path}`, { token, json });

  describe('GET /getBuyerProfile/{buyerId}', () => {
    test('an individual sees their row without secrets and a picture URL ending in /profile_images/', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await h.request('GET', `/api/getBuyerProfile/${buyer.buyerId}`, { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Buyer profile found.');
      expect(res.body.data.profile_picture).toBe(`${TEST_PUBLIC_URL}/uploads/profile_images/`);
      expect(res.body.data.buyer).toMatchObject({ buyerId: buyer.buyerId, email: buyer.email, firstname: 'Chinedu', profile_photo: null });
      expect(res.body.data.buyer).not.toHaveProperty('password');
      expectNoSecrets(res.text);
    });

    test('a company buyer is answered under the key "buyer" too', async () => {
      const company = await createCompanyBuyer(h.deps);
      const res = await h.request('GET', `/api/getBuyerProfile/${company.buyerId}`, { token: company.token });
      expect(res.status).toBe(200);
      expect(res.body.data.buyer).toMatchObject({ companyBuyerId: company.buyerId, companyemail: company.email });
      expectNoSecrets(res.text);
    });

    test("another buyer's id is 403, whatever the kind; no token is 401", async () => {
      const buyer = await createBuyer(h.deps);
      const company = await createCompanyBuyer(h.deps);
      for (const [token, id] of [
        [buyer.token, company.buyerId],
        [company.token, buyer.buyerId],
        [buyer.token, 'AGB00000000'],
      ] as const) {
        const res = await h.request('GET', `/api/getBuyerProfile/${id}`, { token });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: 'Unauthorized access.' });
      }
      const anonymous = await h.request('GET', `/api/getBuyerProfile/${buyer.buyerId}`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ message: 'Unauthenticated.' });
    });
  });

  describe('POST /updateBuyerAccountDetails', () => {
    test('changes only the fields sent', async () => {
      const buyer = await createBuyer(h.deps);
      const before = await individualRow(buyer);
      const res = await post('updateBuyerAccountDetails', buyer.token, { firstname: 'Ngozi', phone: '08099990001', lastname: null, email: '' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Buyer Contact information Changed' });
      const after = await individualRow(buyer);
      expect(after).toEqual({ ...before, firstname: 'Ngozi', phone: '08099990001', updated_at: after.updated_at });
    });

    test('ignores fields it does not own', async () => {
      const buyer = await createBuyer(h.deps);
      const before = await individualRow(buyer);
      const res = await post('updateBuyerAccountDetails', buyer.token, { buyerId: 'AGB99999999', is_verified: 0, password_hash: 'x', country: 'Ghana' });
      expect(res.status).toBe(200);
      const after = await individualRow(buyer);
      expect(after).toEqual({ ...before, updated_at: after.updated_at });
    });

    test('validates email format, uniqueness and length, and changes nothing on failure', async () => {
      const buyer = await createBuyer(h.deps);
      const other = await createBuyer(h.deps);
      const before = await individualRow(buyer);
      const invalid = await post('updateBuyerAccountDetails', buyer.token, { firstname: 'Valid', email: 'not-an-email', lastname: 'x'.repeat(101) });
      expect(invalid.status).toBe(422);
      expect(invalid.body.message).toBe('Validations failed');
      expect(invalid.body.error).toEqual({
        lastname: ['The lastname field must not be greater than 100 characters.'],
        email: ['The email field must be a valid email address.'],
      });
      const taken = await post('updateBuyerAccountDetails', buyer.token, { email: other.email.toUpperCase() });
      expect(taken.status).toBe(422);
      expect(taken.body.errors).toEqual({ email: ['The email has already been taken.'] });
      expect(await individualRow(buyer)).toEqual(before);

      const own = await post('updateBuyerAccountDetails', buyer.token, { email: buyer.email });
      expect(own.status).toBe(200);
    });

    test('two buyers taking one new email at once: one gets it, the other the 422 of a taken email, not a server error', async () => {
      const [first, second] = [await createBuyer(h.deps), await createBuyer(h.deps)];
      const email = `both-${Date.now()}@example.com`;
      const answers = await Promise.all([first, second].map((buyer) => post('updateBuyerAccountDetails', buyer.token, { email })));
      expect(answers.map((res) => res.status).sort()).toEqual([200, 422]);
      expect(answers.find((res) => res.status === 422)!.body.errors).toEqual({ email: ['The email has already been taken.'] });
    });

    test('a company token gets "Invalid buyer type." and nothing changes', async () => {
      const company = await createCompanyBuyer(h.deps);
      const before = await companyRow(company);
      const res = await post('updateBuyerAccountDetails', company.token, { firstname: 'Ngozi', email: 'x@example.com' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, message: 'Invalid buyer type.' });
      expect(await companyRow(company)).toEqual(before);
    });
  });

  describe('POST /updateCompanyBuyerAccountDetails', () => {
    test('changes only the fields sent', async () => {
      const company = await createCompanyBuyer(h.deps);
      const before = await companyRow(company);
      const res = await post('updateCompanyBuyerAccountDetails', company.token, { companyname: 'Harvest Foods Plc', city: 'Bonny', zipcode: null });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Company Buyer Contact information Changed' });
      const after = await companyRow(company);
      expect(after).toEqual({ ...before, companyname: 'Harvest Foods Plc', city: 'Bonny', updated_at: after.updated_at });
    });

    test('validates the company email and the unique columns', async () => {
      const company = await createCompanyBuyer(h.deps);
      const other = await createCompanyBuyer(h.deps);
      const otherRow = await companyRow(other);
      const before = await companyRow(company);
      const res = await post('updateCompanyBuyerAccountDetails', company.token, {
        companyregnumber: otherRow.companyregnumber,
        companyphone: otherRow.companyphone,
        companyemail: other.email,
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Validations failed');
      expect(res.body.error).toEqual({
        companyregnumber: ['The companyregnumber has already been taken.'],
        companyphone: ['The companyphone has already been taken.'],
        companyemail: ['The companyemail has already been taken.'],
      });
      const format = await post('updateCompanyBuyerAccountDetails', company.token, { companyemail: 'orders-at-example' });
      expect(format.status).toBe(422);
      expect(format.body.errors).toEqual({ companyemail: ['The companyemail field must be a valid email address.'] });
      expect(await companyRow(company)).toEqual(before);
    });

    test('an individual token gets "Invalid buyer type."', async () => {
      const buyer = await createBuyer(h.deps);
      const before = await individualRow(buyer);
      const res = await post('updateCompanyBuyerAccountDetails', buyer.token, { companyname: 'Mine Ltd', country: 'Ghana' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, message: 'Invalid buyer type.' });
      expect(await individualRow(buyer)).toEqual(before);
    });
  });

  describe('POST /updateBuyerBillingAddress', () => {
    test("stores an individual's address and leaves omitted fields alone", async () => {
      const buyer = await createBuyer(h.deps);
      const before = await individualRow(buyer);
      const res = await post('updateBuyerBillingAddress', buyer.token, { address: '3 Broad Street', city: 'Lagos Island' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Buyer Billing Address updated' });
      const after = await individualRow(buyer);
      expect(after).toEqual({ ...before, address: '3 Broad Street', city: 'Lagos Island', updated_at: after.updated_at });
    });

    test("puts a company's address in companyaddress", async () => {
      const company = await createCompanyBuyer(h.deps);
      const before = await companyRow(company);
      const res = await post('updateBuyerBillingAddress', company.token, { address: '9 Wharf Road', state: 'Lagos', zipcode: '101001' });
      expect(res.status).toBe(200);
      const after = await companyRow(company);
      expect(after).toEqual({ ...before, companyaddress: '9 Wharf Road', state: 'Lagos', zipcode: '101001', updated_at: after.updated_at });
    });

    test('too long a field is a 422 and changes nothing', async () => {
      const buyer = await createBuyer(h.deps);
      const before = await individualRow(buyer);
      const res = await post('updateBuyerBillingAddress', buyer.token, { address: 'x'.repeat(101), city: 'Ibadan' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Validations failed');
      expect(res.body.error).toEqual({ address: ['The address field must not be greater than 100 characters.'] });
      expect(await individualRow(buyer)).toEqual(before);
    });
  });

  describe('POST /changeBuyerPassword', () => {
    const NEW = 'palm-wine-and-suya';

    test.each([
      ['individual', createBuyer, '/api/loginBuyer'],
      ['company', createCompanyBuyer, '/api/companyBuyerLogin'],
    ] as const)('%s: changes the password and signs out every other session', async (_kind, create, loginPath) => {
      const buyer = await create(h.deps);
      const other = (await h.request('POST', loginPath, { json: { email: buyer.email, password: TEST_PASSWORD } })).body.token;
      const res = await post('changeBuyerPassword', buyer.token, { old_password: TEST_PASSWORD, password: NEW, confirm_password: NEW });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Password changed' });
      expect(await tokenCount(h, buyer.buyerId)).toBe(1);
      expect((await h.request('GET', `/api/getBuyerProfile/${buyer.buyerId}`, { token: buyer.token })).status).toBe(200);
      expect((await h.request('GET', `/api/getBuyerProfile/${buyer.buyerId}`, { token: other })).status).toBe(401);
      expect((await h.request('POST', loginPath, { json: { email: buyer.email, password: NEW } })).status).toBe(200);
      expect((await h.request('POST', loginPath, { json: { email: buyer.email, password: TEST_PASSWORD } })).status).toBe(400);
    });

    test('a wrong old password is 400 and changes nothing', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await post('changeBuyerPassword', buyer.token, { old_password: 'not-my-password', password: NEW, confirm_password: NEW });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Old password does not match' });
      expect(await verifyPassword(TEST_PASSWORD, (await individualRow(buyer)).password_hash)).toBe(true);
    });

    test('a confirmation that differs is 422 under confirm_password', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await post('changeBuyerPassword', buyer.token, { old_password: TEST_PASSWORD, password: NEW, confirm_password: 'different' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('Validations failed');
      expect(res.body.errors).toEqual({ confirm_password: ['The confirm password field must match password.'] });
      expect(res.body.error).toEqual(res.body.errors);
      expect(await verifyPassword(TEST_PASSWORD, (await individualRow(buyer)).password_hash)).toBe(true);
    });

    test('missing and short passwords are 422', async () => {
      const buyer = await createBuyer(h.deps);
      const res = await post('changeBuyerPassword', buyer.token, { password: '123' });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        old_password: ['The old password field is required.'],
        password: ['The password field must be at least 6 characters.'],
      });
    });

    test('needs a token', async () => {
      const res = await h.request('POST', '/api/changeBuyerPassword', { json: {} });
      expect(res.status).toBe(401);
    });
  });
});
