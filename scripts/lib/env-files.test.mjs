// Run by `npm test`; by hand: `node --test scripts/lib/env-files.test.mjs`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { loadEnvFiles } from './env-files.mjs';

test("the scripts see the settings of .env.production, and the shell's own win", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-files-'));
  try {
    fs.writeFileSync(path.join(dir, '.env.production'), 'AGROMARKET_TEST_PROVIDER=https://api.agromarket.ng/api\nAGROMARKET_TEST_NAME=FromFile\n');
    process.env.AGROMARKET_TEST_NAME = 'FromShell';
    loadEnvFiles('start', dir);
    assert.equal(process.env.AGROMARKET_TEST_PROVIDER, 'https://api.agromarket.ng/api');
    assert.equal(process.env.AGROMARKET_TEST_NAME, 'FromShell');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
