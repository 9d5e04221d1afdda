#!/usr/bin/env node
// The one test command (README, .ci/run): installs what a fresh clone lacks, then runs every
// check in order and ends with one summary line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' }, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`);
  return ok;
}

/**
 * npm install when node_modules is missing or older than the lock file. Not npm ci: the registry
 * mirror this project is built against lacks other platforms' optional binaries (e.g. @swc/core's
 * darwin builds), so the lock cannot list them and npm ci refuses it; npm install accepts that.
 */
function ensureDependencies() {
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !fs.existsSync(installed) || fs.statSync(installed).mtimeMs < fs.statSync(lock).mtimeMs;
  if (!stale) return true;
  return run('install', 'npm', ['install', '--no-audit', '--no-fund']);
}

const steps = [];
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

// Steps other than test runners count as one check each.
for (const [, ok] of steps.filter(([name]) => name !== 'jest')) {
  if (ok) passed += 1;
  else failed += 1;
}
if (!jestOk && failed === 0) failed += 1; // jest failed without a failing test (e.g. a suite did not compile)

console.log('\n=== summary');
for (const [name, ok] of steps) console.log(`  ${ok ? 'ok    ' : 'FAILED'} ${name}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && steps.every(([, ok]) => ok) ? 0 : 1);
