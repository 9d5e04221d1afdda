import { getSession, type SessionData } from '@/lib/session/session';

export const TEST_BUYER: SessionData = { token: '11|token', userId: 'AGB0000001', providerId: 1, buyerType: 'individual', name: 'Bola' };

/**
 * For route-handler tests whose file mocks '@/lib/session/session' with `getSession: jest.fn()`
 * (jest.mock must sit in the test file itself): every request is `buyer`'s, and the provider lives at
 * http://provider.test/api, where the test's fetch spy answers.
 */
export function routesSignedInAs(buyer: SessionData = TEST_BUYER): void {
  beforeAll(() => {
    process.env.PROVIDER_API_URL = 'http://provider.test/api';
  });
  beforeEach(() => {
    jest.mocked(getSession).mockResolvedValue({ ...buyer, save: jest.fn(), destroy: jest.fn() } as never);
  });
}
