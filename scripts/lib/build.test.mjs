// The production build is reused while its inputs are unchanged: `npm start` must rebuild when a
// setting the prerendered pages carry changes, and only then. Run by `npm test`; by hand:
// `node --test scripts/lib/build.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bakedSettings, buildInputsHash } from './build.mjs';

const base = { PATH: '/usr/bin', PORT: '3000', PROVIDER_PORT: '4000' };

test('the settings a build bakes in: NEXT_PUBLIC_*, MARKETPLACE_* and SITE_URL, sorted by name', () => {
  const env = { ...base, SITE_URL: 'https://agromarket.ng', MARKETPLACE_NAME: 'FarmGate', NEXT_PUBLIC_X: '1', SESSION_SECRET: 's', MARKETPLACE_CURRENCY: 'NGN' };
  assert.deepEqual(bakedSettings(env), ['MARKETPLACE_CURRENCY=NGN', 'MARKETPLACE_NAME=FarmGate', 'NEXT_PUBLIC_X=1', 'SITE_URL=https://agromarket.ng']);
});

test('a build is stale when a baked setting changes, not when a runtime one does', () => {
  const hash = buildInputsHash(base);
  assert.equal(buildInputsHash({ ...base }), hash);
  // Ports and secrets are read when the server runs, not baked in; an empty PROVIDER_API_URL is the sandbox's.
  assert.equal(buildInputsHash({ ...base, PORT: '3001', PROVIDER_PORT: '4001', SESSION_SECRET: 'x'.repeat(32), PROVIDER_API_URL: '' }), hash);
  const changed = [
    { SITE_URL: 'https://agromarket.ng' },
    { MARKETPLACE_NAME: 'FarmGate' },
    { MARKETPLACE_CURRENCY: 'NGN' },
    { NEXT_PUBLIC_ANALYTICS_ID: 'a1' },
    // The provider the catalogue pages are prerendered from.
    { PROVIDER_API_URL: 'https://api.agromarket.ng/api' },
  ].map((extra) => buildInputsHash({ ...base, ...extra }));
  assert.equal(new Set([hash, ...changed]).size, 6);
  assert.notEqual(buildInputsHash({ ...base, SITE_URL: 'https://www.agromarket.ng' }), changed[0]);
});
