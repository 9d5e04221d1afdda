import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { logTail, runLogged, startLogged } from './background.mjs';
import { freePorts, waitForUrl } from './net.mjs';
import { bin, root } from './paths.mjs';

const STACK_READY_MS = 20 * 60_000; // a build and the first seed can both be needed
/**
 * Where `next start` keeps the pages it rendered and the provider answers it fetched at run time.
 * They outlive a restart of the same build, so a stack on a fresh sandbox would serve another
 * run's pages (the bench's 100k-product stack served, stale, what its 1k one had rendered).
 */
const RUNTIME_CACHES = ['.next/server/route-cache', '.next/cache/fetch-cache'];

/**
 * `npm start` (node scripts/start.mjs: builds first when the sources changed) on free ports with
 * its own sandbox in `dir`, output to `dir`.log. With `products`, the sandbox is first seeded with
 * that many (provider:seed --products N; `seedMs` tells how long that took), else start.mjs seeds
 * the default catalogue. Resolves to { url, port, providerApi, seedMs, stop } once both servers answer.
 */
export async function startSandboxedStack(dir, { products } = {}) {
  const [port, providerPort] = await freePorts(2);
  const logFile = `${dir}.log`;
  const env = {
    ...process.env,
    PORT: String(port),
    PROVIDER_PORT: String(providerPort),
    PROVIDER_DATA_DIR: path.join(dir, 'sandbox'),
    PROVIDER_ADMIN_TOKEN: randomBytes(24).toString('base64url'),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.PROVIDER_API_URL; // always the fresh sandbox, so the ids chosen from it exist
  let seedMs = null;
  if (products !== undefined) {
    const started = performance.now();
    if (!(await runLogged(bin('tsx'), ['provider/src/seed/cli.ts', '--products', String(products)], { cwd: root, env, logFile }))) {
      throw new Error(`the sandbox did not seed ${products} products:\n${logTail(logFile)}`);
    }
    seedMs = performance.now() - started;
  }
  // A fresh deployment's state: nothing cached from another stack of the same build.
  for (const cache of RUNTIME_CACHES) fs.rmSync(path.join(root, cache), { recursive: true, force: true });
  const stack = startLogged(process.execPath, ['scripts/start.mjs'], { cwd: root, env, logFile });
  // start.mjs stops its own children (10 s grace each) when it gets SIGTERM: give it that time.
  const stop = () => stack.stop(25_000);
  try {
    // The storefront can answer before the sandbox has finished seeding: wait for both.
    for (const url of [`http://127.0.0.1:${providerPort}/health`, `http://127.0.0.1:${port}/api/health`]) {
      await waitForUrl(url, { timeoutMs: STACK_READY_MS, cancelled: stack.hasExited });
    }
    if (stack.hasExited()) throw new Error('the storefront stack stopped');
  } catch (err) {
    await stop();
    throw new Error(`${err.message}\n${logTail(logFile)}`);
  }
  return { url: `http://localhost:${port}`, port, providerApi: `http://127.0.0.1:${providerPort}/api`, seedMs, stop };
}
