import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Runs a command to completion with its output on stderr (a benchmark keeps stdout for its tables). */
export function runToStderr(label, command, args, { env } = {}) {
  console.error(`[apt] ${label}: ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: ['ignore', 2, 2], env: { ...process.env, ...env } }).status === 0;
}

/**
 * Makes sure a program a command needs exists: the path in `override` when set, else `path`,
 * installed with apt from Debian's `pkg` when we are root (a run never prompts for sudo).
 * `run(label, command, args, {env})` runs a command and returns whether it succeeded.
 * Returns the program's path, or null after saying what to do.
 */
export function ensureAptProgram({ name, path, pkg, override, overrideName }, run, log = console.log) {
  const program = override || path;
  if (fs.existsSync(program)) {
    log(`\n=== ${name}: ok (${program})`);
    return program;
  }
  if (override) {
    log(`\n=== ${name}: FAILED: ${overrideName}=${override} does not exist; point it at a ${name} binary.`);
    return null;
  }
  if (process.getuid?.() !== 0) {
    log(`\n=== ${name}: FAILED: ${path} is missing. Install it with \`sudo apt-get install -y ${pkg}\`, or set ${overrideName} to a ${name} binary.`);
    return null;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const installed = run(`${name}: apt-get update`, 'apt-get', ['update'], { env }) && run(`${name}: apt-get install`, 'apt-get', ['install', '-y', pkg], { env });
  if (installed && fs.existsSync(program)) return program;
  log(`=== ${name}: FAILED: apt-get did not install ${path}; install ${pkg} by hand or set ${overrideName}.`);
  return null;
}
