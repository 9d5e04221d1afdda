/**
 * Where the end-to-end rig runs. `npm test` (scripts/test.mjs) sets these to two free ports, a
 * fresh temporary data dir and a random admin token; the defaults serve `npx playwright test` by hand.
 * Read by playwright.config.ts and by the fixtures, so both always agree.
 */
export const e2eEnv = {
  port: Number(process.env.E2E_PORT || 3100),
  providerPort: Number(process.env.E2E_PROVIDER_PORT || 4100),
  dataDir: process.env.E2E_DATA_DIR || '.data-e2e',
  adminToken: process.env.E2E_ADMIN_TOKEN || 'e2e-admin-token',
};

/** The storefront, as the browser sees it (also the tests' baseURL). */
export const storefrontUrl = `http://localhost:${e2eEnv.port}`;
/** The sandbox provider, for direct calls from tests (its API is under /api, the console JSON under /sandbox/api). */
export const providerUrl = `http://127.0.0.1:${e2eEnv.providerPort}`;
