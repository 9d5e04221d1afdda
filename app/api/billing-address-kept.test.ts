/**
 * The real provider's updateBuyerBillingAddress answers 200 but drops `address` (not fillable on an
 * individual buyer: contract 2.2). A saved billing address must not be reported as saved when the
 * provider did not keep it: the form would say so while the address went back to the old one.
 */
import { POST as saveBilling } from '@/app/api/profile/billing/route';
import { PROFILE_NOTES } from '@/lib/account/messages';
import { APP, individualBuyerRow } from '@/lib/provider/__tests__/support/contract-shapes';
import { routesSignedInAs, TEST_BUYER } from '@/lib/testing/route-session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));

routesSignedInAs({ ...TEST_BUYER, userId: individualBuyerRow.buyerId });

/**
 * A provider that stores a billing update as the real one does, or keeping the address when
 * `keepsAddress` (through `stores`, as its column holds it); `readsAfter` false fails the profile
 * reads that follow an update.
 */
function provider({ keepsAddress, stores = (address: unknown) => address, readsAfter = true }: { keepsAddress: boolean; stores?: (address: unknown) => unknown; readsAfter?: boolean }) {
  let row: Record<string, unknown> = { ...individualBuyerRow };
  let updated = false;
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input)).pathname;
    if (path.startsWith('/api/getBuyerProfile/')) {
      if (updated && !readsAfter) return Response.json({ message: 'Service Unavailable' }, { status: 503 });
      return Response.json({ message: 'Buyer profile found.', data: { buyer: row, profile_picture: `${APP}/uploads/profile_images/` } });
    }
    if (path === '/api/updateBuyerBillingAddress') {
      updated = true;
      const { address, ...rest } = JSON.parse(String(init?.body)) as Record<string, unknown>;
      row = { ...row, ...rest, ...(keepsAddress && address !== undefined ? { address: stores(address) } : {}) };
      return Response.json({ message: 'Buyer Billing Address updated' });
    }
    throw new Error(`unexpected request to ${path}`);
  });
}

async function save(changes: object) {
  const response = await saveBilling(sameOriginRequest('/api/profile/billing', { body: changes }), { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string[]> } };
}

afterEach(() => jest.restoreAllMocks());

it('says the address was not kept when the provider dropped it, with the rest saved', async () => {
  provider({ keepsAddress: false });
  const { status, body } = await save({ address: '7 Ogui Road', city: 'Enugu' });
  expect(status).toBe(502);
  expect(body.errors).toEqual({ address: [PROFILE_NOTES.addressNotKept] });
});

it('is a success when the provider kept it', async () => {
  provider({ keepsAddress: true });
  expect(await save({ address: '7 Ogui Road', city: 'Enugu' })).toEqual({ status: 200, body: { message: 'Buyer Billing Address updated' } });
});

it('asks nothing more when the address was not changed', async () => {
  const fetchSpy = provider({ keepsAddress: false });
  expect((await save({ city: 'Enugu' })).status).toBe(200);
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});

it('is a success when the provider kept the address in its own way (spaces, encoding)', async () => {
  provider({ keepsAddress: true, stores: (address) => String(address).replace(' ', '  ') });
  expect((await save({ address: '7 Ogui Road' })).status).toBe(200);
});

it('is a success when the profile cannot be read again: the update itself went through', async () => {
  provider({ keepsAddress: false, readsAfter: false });
  expect(await save({ address: '7 Ogui Road', city: 'Enugu' })).toEqual({ status: 200, body: { message: 'Buyer Billing Address updated' } });
});
