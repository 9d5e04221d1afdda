#!/usr/bin/env node
// The one test command (README, .ci/run): installs what a fresh clone lacks, then runs every
// check in order and ends with one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureHaproxy } from './lib/haproxy.mjs';
import { freePorts } from './lib/net.mjs';
import { OTHER_NODE_VERSION, ensureNodeRelease } from './lib/node-release.mjs';
import { testsWithStatus } from './lib/playwright-report.mjs';
import { ensureRedisServer } from './lib/redis-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const { env, ...rest } = options;
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env }, ...rest });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`);
  return ok;
}

/**
 * npm install when node_modules is missing or older than the lock file: it installs what the lock
 * holds and node_modules lacks, and keeps the rest (npm ci would delete and fetch everything again).
 */
function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs;
  if (!stale) return true;
  return run('install', 'npm', ['install', '--no-audit', '--no-fund']);
}

const steps = [];
// Named again under the summary: CI keeps only the end of this output.
const namedTests = [];
let passed = 0;
let failed = 0;

if (!ensureDependencies()) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

steps.push(['typecheck', run('typecheck', 'npx', ['tsc', '--noEmit'])]);
steps.push(['lint', run('lint', 'npx', ['eslint', '.', '--max-warnings=0'])]);

// Jest writes its counts to a JSON file so the summary line can add them up.
const jestReport = path.join(os.tmpdir(), `agromarket-jest-${process.pid}.json`);
const jestOk = run('jest (unit and provider contract tests)', 'npx', ['jest', '--ci', '--json', `--outputFile=${jestReport}`]);
steps.push(['jest', jestOk]);
if (fs.existsSync(jestReport)) {
  const report = JSON.parse(fs.readFileSync(jestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  fs.rmSync(jestReport);
}
if (!jestOk && failed === 0) failed += 1; // jest failed without a failing test (e.g. a suite did not compile)

// The same unit and contract tests on the active LTS line of Node, whose native-module interface
// differs from the Node 20 running this (scripts/lib/node-release.mjs). One check, not a second count.
const otherNode = ensureNodeRelease(OTHER_NODE_VERSION, run);
const otherNodeLabel = `jest on node ${OTHER_NODE_VERSION}`;
if (otherNode.skipped) console.log(`\n=== ${otherNodeLabel}: skipped (${otherNode.skipped})`);
steps.push([
  otherNodeLabel,
  otherNode.skipped ? null : !!otherNode.binary && run(otherNodeLabel, otherNode.binary, [path.join('node_modules', 'jest', 'bin', 'jest.js'), '--ci']),
]);

// The scripts' own logic, with node's test runner: they are ES modules (import.meta) that jest's
// CommonJS transform cannot load.
steps.push(['scripts', run('scripts (unit tests of the build and benchmark scripts)', 'node', ['--test', 'scripts/lib/build.test.mjs', 'scripts/lib/env-files.test.mjs', 'scripts/lib/processes.test.mjs', 'scripts/lib/bench/rounds.test.mjs', 'scripts/lib/lighthouse.test.mjs', 'scripts/lib/playwright-report.test.mjs'])]);

// End to end: Chromium, the production build, then Playwright (playwright.config.ts starts
// `next start` and a fresh sandbox provider on free ports with a temporary data dir).
const chromiumOk = ensureChromium(run);
steps.push(['chromium', chromiumOk]);
const buildOk = run('build (next build, skipped when the sources are unchanged)', 'node', ['scripts/build.mjs'], { env: { NEXT_TELEMETRY_DISABLED: '1' } });
steps.push(['build', buildOk]);
if (chromiumOk && buildOk) {
  const [port, providerPort] = await freePorts(2);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agromarket-e2e-'));
  const playwrightReport = path.join(os.tmpdir(), `agromarket-playwright-${process.pid}.json`);
  let playwrightOk = false;
  try {
    playwrightOk = run('playwright (end-to-end, desktop and mobile Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      env: {
        E2E_PORT: String(port),
        E2E_PROVIDER_PORT: String(providerPort),
        E2E_DATA_DIR: dataDir,
        E2E_ADMIN_TOKEN: randomBytes(24).toString('base64url'),
        PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
        NEXT_TELEMETRY_DISABLED: '1',
        // CI's settings (one retry, recorded; no test.only) whether or not the CI sets CI: this is its command.
        CI: process.env.CI || '1',
      },
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  steps.push(['playwright', playwrightOk]);
  let unexpected = 0;
  if (fs.existsSync(playwrightReport)) {
    const report = JSON.parse(fs.readFileSync(playwrightReport, 'utf8'));
    const { expected, unexpected: failures, flaky } = report.stats;
    passed += expected + flaky; // a test that passed only on retry counts as passed, and is named under the summary
    failed += failures;
    unexpected = failures;
    for (const [status, heading] of [['flaky', 'flaky (passed only on retry)'], ['unexpected', 'failed']]) {
      const tests = testsWithStatus(report, status);
      if (tests.length > 0) namedTests.push(`playwright ${heading}:`, ...tests.map((t) => `  ${t}`));
    }
    fs.rmSync(playwrightReport);
  }
  if (!playwrightOk && unexpected === 0) failed += 1; // e.g. a web server did not start, or no tests found
} else {
  console.log('\n=== playwright: skipped (needs Chromium and a successful build)');
  steps.push(['playwright', null]);
}

// Two storefront instances sharing one Redis (REDIS_URL): scripts/shared-cache.test.mjs.
const redisOk = ensureRedisServer(run);
steps.push(['redis-server', redisOk]);
if (buildOk && redisOk) steps.push(['shared cache', run('shared cache (two instances, one Redis)', 'node', ['--test', 'scripts/shared-cache.test.mjs'], { env: { NEXT_TELEMETRY_DISABLED: '1' } })]);

// Hardening: 200 concurrent connections on the product and category pages for 30 s each, no error
// allowed (scripts/load.mjs starts its own production stack and fresh sandbox on free ports, behind
// the HAProxy front a deployment puts before each instance).
const haproxyOk = ensureHaproxy(run) !== null;
steps.push(['haproxy', haproxyOk]);
if (buildOk && haproxyOk) {
  steps.push(['load', run('load (200 connections on product and category pages)', 'node', ['scripts/load.mjs'], { env: { NEXT_TELEMETRY_DISABLED: '1' } })]);
} else {
  console.log('\n=== load: skipped (needs a successful build and HAProxy)');
  steps.push(['load', null]);
}

// Steps other than test runners count as one check each.
for (const [, ok] of steps.filter(([name, ok]) => name !== 'jest' && name !== 'playwright' && ok !== null)) {
  if (ok) passed += 1;
  else failed += 1;
}

console.log('\n=== summary');
for (const [name, ok] of steps) console.log(`  ${ok === null ? 'skipped' : ok ? 'ok     ' : 'FAILED '} ${name}`);
if (namedTests.length > 0) console.log(`\n${namedTests.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
// A step is null when skipped: after a failed step it needed (already counted), or where it does not apply.
process.exit(failed === 0 && steps.every(([, ok]) => ok !== false) ? 0 : 1);
