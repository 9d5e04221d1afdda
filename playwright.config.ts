import { defineConfig, devices } from '@playwright/test';
import { e2eEnv, providerUrl, storefrontUrl } from './e2e/support/env';
import { nextStartArgs } from './scripts/lib/next-start.mjs';

/**
 * End-to-end tests against the production build and a fresh sandbox provider, both started here.
 * This file is loaded by the runner and by every worker, so it computes nothing random: ports, data
 * dir and admin token come from the environment (see e2e/support/env.ts; scripts/test.mjs sets them).
 */
const { port, providerPort, dataDir, adminToken } = e2eEnv;

const ARRANGED = /\.arranged\.spec\.ts$/;
const desktop = { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } };
const mobile = {
  name: 'mobile',
  // A phone-sized Chromium (Android user agent), not WebKit.
  use: {
    userAgent: devices['Pixel 7'].userAgent,
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 2, // the machine has 2 cores
  // Two browsers, next start and the provider share those 2 cores, and tracing slows every step:
  // twice Playwright's default per test. A longer flow can still ask for test.slow().
  timeout: 60_000,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL: storefrontUrl,
    browserName: 'chromium',
    // A failed test keeps its trace with DOM snapshots (the page at every step, in the trace viewer)
    // but no screencast: filming every test for the few that fail doubled the suite's time here
    // (6 tests: 72 s against 47 s). The failure's own screenshot comes from `screenshot` below.
    // Where a failure is retried (CI), only the retry records: a test that fails twice still leaves
    // a trace, and the hundreds that pass first time no longer pay for one.
    trace: { mode: process.env.CI ? 'on-first-retry' : 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [desktop, mobile].flatMap(({ name, use }) => [
    { name, use, testIgnore: ARRANGED },
    // Tests that add to the shared catalogue (a category, a product, a review) run once every other
    // test is done, so pages that list the whole catalogue never see them appear mid-run.
    { name: `${name}-arranged`, use, testMatch: ARRANGED, dependencies: ['desktop', 'mobile'] },
  ]),
  webServer: [
    {
      name: 'provider',
      // Re-seeded on every run (a no-op reset on npm test's empty temp dir), so each run starts fresh.
      command: 'node_modules/.bin/tsx provider/src/seed/cli.ts --reset && node_modules/.bin/tsx provider/src/server.ts',
      url: `${providerUrl}/health`,
      env: {
        PROVIDER_PORT: String(providerPort),
        PROVIDER_DATA_DIR: dataDir,
        PROVIDER_ADMIN_TOKEN: adminToken,
        STOREFRONT_URL: storefrontUrl,
        PROVIDER_PUBLIC_URL: `http://localhost:${providerPort}`,
      },
      reuseExistingServer: false,
      timeout: 240_000, // seeding renders the catalogue's images on a cold image cache (about a minute)
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      name: 'storefront',
      // Builds first only when the sources changed since the last build (scripts/build.mjs), from
      // a throwaway sandbox like npm test's build step: PROVIDER_API_URL, the run's own provider
      // on a port of its own, is for next start only (it would count as another provider to build from).
      command: `env -u PROVIDER_API_URL node scripts/build.mjs && node_modules/.bin/next ${nextStartArgs(port).join(' ')}`,
      url: `http://127.0.0.1:${port}/api/health`,
      env: {
        NODE_ENV: 'production',
        PROVIDER_API_URL: `${providerUrl}/api`,
        PROVIDER_PUBLIC_URL: `http://localhost:${providerPort}`,
        SESSION_SECRET: 'e2e-session-secret-not-for-production-0123456789',
      },
      reuseExistingServer: false,
      timeout: 600_000, // includes a next build when run by hand on changed sources
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
