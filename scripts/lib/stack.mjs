import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { ensureBuild } from './build.mjs';
import { loadEnvFiles } from './env-files.mjs';
import { assertPortsFree, portSetting, waitForUrl } from './net.mjs';
import { nextStartArgs } from './next-start.mjs';
import { bin, root } from './paths.mjs';
import { Children, describeExit } from './processes.mjs';
import { persistentSessionSecret } from './secret.mjs';

const PROVIDER_READY_MS = 300_000; // the first start seeds and renders images (about a minute)
const STOREFRONT_READY_MS = 180_000; // next dev compiles /api/health on the first request

/** Everything `npm start` / `npm run dev` need, from the environment (README: "Settings"). */
function settings() {
  const port = portSetting('PORT', 3000);
  const providerPort = portSetting('PROVIDER_PORT', 4000);
  const external = process.env.PROVIDER_API_URL || '';
  const dataDir = path.resolve(root, process.env.PROVIDER_DATA_DIR || 'data');
  const providerPublicUrl = process.env.PROVIDER_PUBLIC_URL || `http://localhost:${providerPort}`;
  return {
    port,
    providerPort,
    external,
    dataDir,
    providerPublicUrl,
    storefrontUrl: `http://localhost:${port}`,
    providerApiUrl: external || `http://127.0.0.1:${providerPort}/api`,
    adminToken: process.env.PROVIDER_ADMIN_TOKEN || randomBytes(24).toString('base64url'),
    adminTokenGenerated: !process.env.PROVIDER_ADMIN_TOKEN,
  };
}

function banner(s, mode) {
  const lines = [
    `AgroMarket is running (${mode === 'dev' ? 'next dev, hot reload' : 'production build'}).`,
    '',
    `  Storefront:       ${s.storefrontUrl}`,
  ];
  if (s.external) {
    lines.push(`  Provider:         ${s.external} (PROVIDER_API_URL; no sandbox started)`);
  } else {
    lines.push(
      `  Sandbox console:  ${s.providerPublicUrl}/sandbox`,
      `  Admin token:      ${s.adminTokenGenerated ? `${s.adminToken}  (generated for this run; set PROVIDER_ADMIN_TOKEN to fix it)` : 'the PROVIDER_ADMIN_TOKEN you set'}`,
      `  Demo accounts:    buyer@example.com (Individual), company@example.com (Company)`,
      `                    password: demo-password`,
    );
  }
  lines.push('', 'Press Ctrl-C to stop.');
  const rule = '─'.repeat(Math.max(...lines.map((l) => l.length)) + 2);
  return ['', rule, ...lines.map((l) => (l ? ` ${l}` : '')), rule, ''].join('\n');
}

/**
 * Runs the sandbox provider (unless PROVIDER_API_URL points elsewhere) and the storefront side by
 * side until Ctrl-C, or until one of them dies (then the other is stopped and we exit 1).
 * `mode` is 'start' (build if needed, next start) or 'dev' (next dev).
 */
export async function runStack(mode) {
  process.chdir(root);
  loadEnvFiles(mode);
  let s;
  try {
    s = settings();
    await assertPortsFree(s.external ? { PORT: s.port } : { PORT: s.port, PROVIDER_PORT: s.providerPort });
  } catch (err) {
    console.error(`\n${err.message}\n`);
    process.exit(1);
  }
  const sessionSecret = process.env.SESSION_SECRET || persistentSessionSecret(s.dataDir);
  if (mode === 'start' && !(await ensureBuild())) {
    console.error('\nThe storefront did not build (see above); nothing started.\n');
    process.exit(1);
  }

  const children = new Children();
  let stopping = false;
  const stop = async (reason, exitCode, signal = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${reason}: stopping…`);
    await children.stop(signal);
    console.log(exitCode === 0 ? 'Stopped.' : 'Stopped after an error.');
    process.exit(exitCode);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (!stopping) return void stop(signal, 0, signal);
      console.log(`${signal} again: killing the children now.`);
      children.kill();
    });
  }
  process.on('exit', () => children.kill()); // stragglers, and children of a crashed supervisor

  const waits = [];
  if (!s.external) {
    children.spawn('provider', bin('tsx'), ['provider/src/server.ts'], {
      env: {
        ...process.env,
        PROVIDER_PORT: String(s.providerPort),
        PROVIDER_DATA_DIR: s.dataDir,
        PROVIDER_PUBLIC_URL: s.providerPublicUrl,
        // Where the sandbox's payment pages and mails send buyers back: the storefront's public origin.
        STOREFRONT_URL: process.env.STOREFRONT_URL || process.env.SITE_URL || s.storefrontUrl,
        PROVIDER_ADMIN_TOKEN: s.adminToken,
      },
    });
    waits.push(waitForUrl(`http://127.0.0.1:${s.providerPort}/health`, { timeoutMs: PROVIDER_READY_MS, cancelled: () => stopping }));
  }
  children.spawn('storefront', bin('next'), mode === 'dev' ? ['dev', '-p', String(s.port)] : nextStartArgs(s.port), {
    env: { ...process.env, PROVIDER_API_URL: s.providerApiUrl, PROVIDER_PUBLIC_URL: s.providerPublicUrl, SESSION_SECRET: sessionSecret },
  });
  waits.push(waitForUrl(`http://127.0.0.1:${s.port}/api/health`, { timeoutMs: STOREFRONT_READY_MS, cancelled: () => stopping }));

  void children.firstExit().then((exit) => stop(`${exit.name} ${describeExit(exit)}`, 1));
  try {
    await Promise.all(waits);
  } catch (err) {
    return stop(err.message, 1);
  }
  if (!stopping) console.log(banner(s, mode));
}
