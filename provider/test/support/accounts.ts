import type { Harness } from './harness';

/** Sign-up bodies and mailbox readers for the account tests. */
let counter = 0;

export function individualSignupBody(overrides: Record<string, unknown> = {}) {
  const n = ++counter;
  return {
    firstname: 'Amaka',
    lastname: 'Nwosu',
    email: `amaka${n}@example.com`,
    phone: `0705${String(n).padStart(7, '0')}`,
    country: 'Nigeria',
    state: 'Anambra',
    city: 'Awka',
    address: '7 Zik Avenue',
    zipcode: '420001',
    password: 'yam-and-egusi',
    confirm_password: 'yam-and-egusi',
    ...overrides,
  };
}

export function companySignupBody(overrides: Record<string, unknown> = {}) {
  const n = ++counter;
  return {
    companyname: 'Green Basket Ltd',
    companyregnumber: `RC9${String(n).padStart(5, '0')}`,
    companyemail: `orders${n}@greenbasket.example`,
    companyphone: `0806${String(n).padStart(7, '0')}`,
    companyaddress: '21 Aba Road',
    country: 'Nigeria',
    state: 'Rivers',
    city: 'Port Harcourt',
    zipcode: '500102',
    password: 'cassava-chips',
    confirm_password: 'cassava-chips',
    ...overrides,
  };
}

export async function mailsTo(h: Harness, to: string) {
  return h.deps.db.selectFrom('mails').selectAll().where('to_email', '=', to).orderBy('id', 'desc').execute();
}

/** The code of the newest mail to `to`; fails the test when there is none. */
export async function latestCode(h: Harness, to: string): Promise<string> {
  const [mail] = await mailsTo(h, to);
  expect(mail?.code).toMatch(/^\d{6}$/);
  return mail!.code!;
}

export async function tokenCount(h: Harness, ownerId: string): Promise<number> {
  const rows = await h.deps.db.selectFrom('access_tokens').select('id').where('owner_id', '=', ownerId).execute();
  return rows.length;
}
