import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { withBuildProvider } from './build-provider.mjs';
import { loadEnvFiles } from './env-files.mjs';
import { bin, root } from './paths.mjs';
import { cleanUpOnSignal } from './processes.mjs';

/** What a production build is made from; missing entries are skipped. */
const INPUTS = [
  'app', 'components', 'lib', 'public', 'proxy.ts', 'instrumentation.ts',
  'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'package-lock.json',
  '.env', '.env.local', '.env.production', '.env.production.local',
];
const HASH_FILE = path.join(root, '.next', 'agromarket-build-hash');

function filesUnder(entry) {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [entry];
  return fs.readdirSync(full).sort().flatMap((name) => filesUnder(path.join(entry, name)));
}

/**
 * The variables a build bakes into what it makes, as `name=value` lines sorted by name: the
 * NEXT_PUBLIC_* ones next build inlines in the scripts, and the settings the prerendered pages
 * carry (lib/site.ts: SITE_URL in canonical URLs, link previews and sitemaps; MARKETPLACE_* in
 * names, prices and footers). Static pages are never rendered again, so a changed setting must
 * rebuild them. PROVIDER_API_URL, when set, is the provider the catalogue pages were prerendered
 * from: a build made from the sandbox would show its products to a real provider's first visitors
 * (each page is served once as built before it refreshes), so pointing at another provider
 * rebuilds. Unset, each build uses a throwaway sandbox with the same deterministic seed. PORT is
 * left out: only the fallback origin of a local run depends on it, and two copies on different
 * ports share one build (README, "Settings").
 */
export function bakedSettings(env) {
  return Object.keys(env)
    .filter((name) => /^(NEXT_PUBLIC_|MARKETPLACE_)/.test(name) || name === 'SITE_URL' || (name === 'PROVIDER_API_URL' && env[name]))
    .sort()
    .map((name) => `${name}=${env[name]}`);
}

/** A content hash of every build input, and of the settings the build bakes in. */
export function buildInputsHash(env = process.env) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    const content = createHash('sha256').update(fs.readFileSync(path.join(root, file))).digest('hex');
    hash.update(`${file.split(path.sep).join('/')}\0${content}\n`);
  }
  for (const setting of bakedSettings(env)) hash.update(`env ${setting}\n`);
  return hash.digest('hex');
}

/** True when .next holds a finished build of exactly the current inputs. */
export function buildIsCurrent() {
  if (!fs.existsSync(path.join(root, '.next', 'BUILD_ID')) || !fs.existsSync(HASH_FILE)) return false;
  return fs.readFileSync(HASH_FILE, 'utf8').trim() === buildInputsHash();
}

/** `next build` against `providerApiUrl`; resolves true when it succeeded. */
function nextBuild(providerApiUrl) {
  // Asynchronous, so the build sandbox's output keeps flowing through our pipes meanwhile.
  const child = spawn(bin('next'), ['build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', PROVIDER_API_URL: providerApiUrl },
  });
  const release = cleanUpOnSignal(() => child.kill('SIGTERM'));
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('exit', (code) => resolve(code === 0));
  }).finally(release);
}

/**
 * Runs `next build` unless the current build is up to date (or `force`). The catalogue pages are
 * prerendered from a provider (see build-provider.mjs). The hash is recorded only when the inputs
 * were the same before and after the build: a file saved mid-build (or next build touching
 * tsconfig.json) means the next run builds again. Resolves false when the build failed.
 */
export async function ensureBuild({ force = false, log = console.log } = {}) {
  loadEnvFiles('build');
  if (!force && buildIsCurrent()) {
    log('Production build is up to date (.next/agromarket-build-hash); not rebuilding.');
    return true;
  }
  fs.rmSync(HASH_FILE, { force: true });
  const before = buildInputsHash();
  let built;
  try {
    built = await withBuildProvider((providerApiUrl) => {
      log(`Building the storefront (next build, catalogue from ${providerApiUrl})…`);
      return nextBuild(providerApiUrl);
    }, log);
  } catch (err) {
    log(`The build could not start its provider: ${err.message}`);
    return false;
  }
  if (!built) return false;
  if (buildInputsHash() === before) fs.writeFileSync(HASH_FILE, `${before}\n`);
  else log('Sources changed during the build: it is used now, and the next run builds again.');
  return true;
}
