import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

/**
 * A long-running command whose output goes to `logFile` instead of the terminal (a benchmark
 * prints its numbers, not a server's request log). It runs in its own process group, so stop()
 * also ends whatever it started (next start's worker, the stack's provider).
 */
export function startLogged(command, args, { cwd, env = process.env, logFile }) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', out, out], detached: true });
  fs.closeSync(out);
  let exited = false;
  const exit = new Promise((resolve) => {
    child.on('error', (error) => resolve({ code: null, error }));
    child.on('exit', (code, signal) => resolve({ code, signal }));
  }).finally(() => (exited = true));
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  return {
    exit,
    hasExited: () => exited,
    /** SIGTERM to the group, SIGKILL after `graceMs`. */
    async stop(graceMs = 10_000) {
      if (exited || !child.pid) return;
      signalGroup('SIGTERM');
      if (await Promise.race([exit.then(() => true), delay(graceMs).then(() => false)])) return;
      signalGroup('SIGKILL');
      await exit;
    },
  };
}

/** Runs a command to completion with output to `logFile`; resolves true when it exits 0. */
export async function runLogged(command, args, options) {
  const { code } = await startLogged(command, args, options).exit;
  return code === 0;
}

/** The last `lines` lines of a log file, to show when something it records went wrong. */
export function logTail(logFile, lines = 30) {
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}
