import fs from 'node:fs';

/**
 * Makes sure the browser the end-to-end tests drive exists: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, installed with apt when we are root (a test run never prompts for sudo).
 * `run(label, command, args, {env})` runs a command and returns whether it succeeded.
 */
export function ensureChromium(run, log = console.log) {
  const wanted = process.env.CHROMIUM_PATH;
  const chromium = wanted || '/usr/bin/chromium';
  if (fs.existsSync(chromium)) {
    log(`\n=== chromium: ok (${chromium})`);
    return true;
  }
  if (wanted) {
    log(`\n=== chromium: FAILED: CHROMIUM_PATH=${wanted} does not exist; point it at a Chromium or Chrome binary.`);
    return false;
  }
  if (process.getuid?.() !== 0) {
    log('\n=== chromium: FAILED: /usr/bin/chromium is missing. Install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium or Chrome binary.');
    return false;
  }
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  const installed = run('chromium: apt-get update', 'apt-get', ['update'], { env }) && run('chromium: apt-get install', 'apt-get', ['install', '-y', 'chromium'], { env });
  if (installed && fs.existsSync(chromium)) return true;
  log(`=== chromium: FAILED: apt-get did not install ${chromium}; install Chromium by hand or set CHROMIUM_PATH.`);
  return false;
}
