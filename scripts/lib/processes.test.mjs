// Run by `npm test`; by hand: `node --test scripts/lib/processes.test.mjs`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import { test } from 'node:test';

const processes = new URL('./processes.mjs', import.meta.url).href;

/** A node process that starts a sleeping child in a group of its own, cleaned up on a signal when `guarded`. */
function supervisor(guarded) {
  const script = `
    import { Children, cleanUpOnSignal } from ${JSON.stringify(processes)};
    const children = new Children();
    ${guarded ? 'cleanUpOnSignal(() => children.kill());' : ''}
    children.spawn('sleeper', 'sh', ['-c', 'echo $$; exec sleep 60']);
    setInterval(() => {}, 1000);`;
  return spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
}

async function sleeperPid(parent) {
  let out = '';
  for await (const chunk of parent.stdout) {
    out += chunk;
    const match = /\[sleeper\] (\d+)/.exec(out);
    if (match) return Number(match[1]);
  }
  throw new Error(`no pid in ${JSON.stringify(out)}`);
}

/** Running, not a zombie: one whose parent is gone may wait to be reaped by an init that never does. */
function alive(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1][0] !== 'Z';
  } catch {
    return false;
  }
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  test(`a ${signal} to the supervisor stops the children it started in their own groups`, async () => {
    const parent = supervisor(true);
    const pid = await sleeperPid(parent);
    assert.ok(alive(pid));
    parent.kill(signal);
    const [code] = await once(parent, 'exit');
    assert.equal(code, 128 + { SIGTERM: 15, SIGINT: 2, SIGHUP: 1 }[signal]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    assert.equal(alive(pid), false);
  });
}

test('without it, the same signal leaves the child running (what the guard is for)', async () => {
  const parent = supervisor(false);
  const pid = await sleeperPid(parent);
  parent.kill('SIGTERM');
  await once(parent, 'exit');
  try {
    assert.equal(alive(pid), true);
  } finally {
    process.kill(pid, 'SIGKILL');
  }
});
