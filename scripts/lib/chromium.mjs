import { ensureAptProgram } from './apt.mjs';

/**
 * Makes sure the browser the end-to-end tests drive exists: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, installed with apt when we are root (see apt.mjs).
 * `run(label, command, args, {env})` runs a command and returns whether it succeeded.
 */
export function ensureChromium(run, log = console.log) {
  const chromium = { name: 'chromium', path: '/usr/bin/chromium', pkg: 'chromium', override: process.env.CHROMIUM_PATH, overrideName: 'CHROMIUM_PATH' };
  return ensureAptProgram(chromium, run, log) !== null;
}
