#!/usr/bin/env node
// `npm run load [-- --url URL] [-- --seconds S] [-- --connections C] [-- --direct]`: hardening.
// 200 concurrent connections on the product and the category page for 30 s each, loopback only;
// exits 1 on any socket error, timeout or non-2xx answer. Without --url it starts the production
// stack (building first when the sources changed) with a fresh sandbox on free ports, behind the
// HAProxy front a deployment puts before each instance (scripts/lib/haproxy.mjs says why), and
// stops both afterwards; --direct leaves the front out and loads `next start` itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadPages } from './lib/bench/load.mjs';
import { mainPages } from './lib/catalogue-pages.mjs';
import { LOAD, loadCheck, loadTable } from './lib/load-check.mjs';
import { startFront, UPSTREAM_CONNECTIONS } from './lib/haproxy.mjs';
import { startSandboxedStack } from './lib/sandboxed-stack.mjs';

const log = (line) => console.log(`[load] ${line}`);
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    'provider-api': { type: 'string' },
    seconds: { type: 'string', default: String(LOAD.seconds) },
    connections: { type: 'string', default: String(LOAD.connections) },
    direct: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (![seconds, connections].every((n) => Number.isInteger(n) && n > 0)) {
  console.error('--seconds and --connections must be whole numbers above 0');
  process.exit(2);
}
if (values.url && !values['provider-api']) {
  console.error('--url needs --provider-api (its provider, to choose a real product and category)');
  process.exit(2);
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'agromarket-load-'));
let stack = null;
let front = null;
let failures = 1;
try {
  if (values.url) {
    stack = { url: values.url, providerApi: values['provider-api'], stop: async () => {} };
  } else {
    log('Starting the storefront with a fresh sandbox (builds first when the sources changed)…');
    stack = await startSandboxedStack(path.join(work, 'stack'));
  }
  let target = stack.url;
  if (!values.url && !values.direct) {
    front = await startFront(stack, path.join(work, 'haproxy'), log);
    target = front.url;
    log(`Through HAProxy: ${connections} visitor connections, at most ${UPSTREAM_CONNECTIONS} to next start.`);
  }
  const pages = loadPages(await mainPages(stack.providerApi));
  const results = await loadCheck(target, pages, { connections, seconds, log });
  console.log(`\n${loadTable(results)}\n`);
  failures = results.reduce((sum, r) => sum + r.failures, 0);
  log(failures === 0 ? 'ok: no errors' : `FAILED: ${failures} failed requests`);
} catch (err) {
  log(`could not run: ${err.message}`);
} finally {
  await front?.stop();
  await stack?.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
process.exitCode = failures === 0 ? 0 : 1;
