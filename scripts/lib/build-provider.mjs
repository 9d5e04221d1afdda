import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts, waitForUrl } from './net.mjs';
import { bin } from './paths.mjs';
import { Children, cleanUpOnSignal } from './processes.mjs';

/**
 * The provider `next build` prerenders the catalogue from. With PROVIDER_API_URL set, that one
 * (a real deployment builds against its real provider). Otherwise a throwaway sandbox, freshly
 * seeded in a temporary folder: the seed is deterministic, so the ids and names it prerenders are
 * those of any sandbox, and every catalogue page revalidates within seconds of serving anyway.
 * `use(apiUrl)` runs while the provider is up; the sandbox is stopped and removed afterwards.
 */
export async function withBuildProvider(use, log = console.log) {
  if (process.env.PROVIDER_API_URL) return use(process.env.PROVIDER_API_URL);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agromarket-build-sandbox-'));
  const [port] = await freePorts(1);
  const env = { ...process.env, PROVIDER_PORT: String(port), PROVIDER_DATA_DIR: dataDir, PROVIDER_PUBLIC_URL: `http://127.0.0.1:${port}` };
  const seeding = new Children();
  const serving = new Children();
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const release = cleanUpOnSignal(() => {
    seeding.kill();
    serving.kill();
    removeDataDir();
  });
  try {
    log('Starting a temporary sandbox provider for the build…');
    const seeded = await seeding.spawn('build-sandbox', bin('tsx'), ['provider/src/seed/cli.ts'], { env });
    if (seeded.code !== 0) throw new Error('the temporary sandbox did not seed (see above)');
    serving.spawn('build-sandbox', bin('tsx'), ['provider/src/server.ts'], { env });
    let exited = false;
    void serving.firstExit().then(() => (exited = true));
    try {
      await waitForUrl(`http://127.0.0.1:${port}/health`, { timeoutMs: 120_000, cancelled: () => exited });
      if (exited) throw new Error('the temporary sandbox stopped before answering (see above)');
      return await use(`http://127.0.0.1:${port}/api`);
    } finally {
      await serving.stop();
    }
  } finally {
    release();
    removeDataDir();
  }
}
