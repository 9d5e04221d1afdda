import { expect, test } from './support/test';
import { providerUrl } from './support/env';

// Verifies the rig itself: both servers that playwright.config.ts starts are up and healthy.
test('the storefront and the sandbox provider answer their health checks', async ({ request }) => {
  const storefront = await request.get('/api/health');
  expect(storefront.status()).toBe(200);
  const provider = await request.get(`${providerUrl}/health`);
  expect(provider.status()).toBe(200);
});
