/**
 * The sign-up form sends every field it shows, blank or not. Laravel turns a blank one into null,
 * which the provider's optional address rule (`min:2|max:100`, not nullable) refuses: blank fields
 * must not reach it, whatever client sent them.
 */
import { POST as signUp } from '@/app/api/auth/signup/route';
import { routesSignedInAs } from '@/lib/testing/route-session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

routesSignedInAs({});

afterEach(() => jest.restoreAllMocks());

/** Posts a sign-up of `type` with `fields`; returns what the provider was sent. */
async function sentToProvider(type: string, fields: Record<string, string>) {
  const sent: unknown[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    sent.push(JSON.parse(String(init?.body)));
    return Response.json({ message: 'Registration successful Verification Email Sent', data: { buyerId: 'AGB12345678' } });
  });
  const response = await signUp(sameOriginRequest('/api/auth/signup', { body: { type, fields } }), { params: Promise.resolve({}) });
  expect(response.status).toBe(200);
  return sent[0];
}

const PERSON = { firstname: 'Ada', lastname: 'Obi', email: 'ada@example.com', phone: '08012345678', country: 'Nigeria', state: 'Oyo', city: 'Ibadan' };
const PASSWORDS = { password: 'harvest-2026', confirm_password: 'harvest-2026' };

test('a blank optional field (an address left empty, or only spaces) is left out of the body sent to the provider', async () => {
  expect(await sentToProvider('individual', { ...PERSON, address: '', zipcode: '   ', ...PASSWORDS })).toEqual({ ...PERSON, ...PASSWORDS });
});

test('a company address left empty too; what was typed goes as typed', async () => {
  const company = { companyname: 'Green Basket', companyregnumber: 'RC1234567', companyemail: 'farm@example.com', companyphone: '08123456789' };
  const place = { country: 'Nigeria', state: 'Oyo', city: 'Ibadan', zipcode: '200001' };
  expect(await sentToProvider('company', { ...company, companyaddress: '', ...place, ...PASSWORDS })).toEqual({ ...company, ...place, ...PASSWORDS });
  expect(await sentToProvider('individual', { ...PERSON, address: ' 12 Ring Road ', ...PASSWORDS })).toEqual({ ...PERSON, address: ' 12 Ring Road ', ...PASSWORDS });
});
