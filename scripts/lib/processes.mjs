import { spawn } from 'node:child_process';
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import { root } from './paths.mjs';

/** Copies `stream` to `out` line by line, each line starting with `prefix` (unless the child already wrote it). */
function pipeLines(stream, out, prefix) {
  const label = (line) => `${line.startsWith(`${prefix} `) ? line : `${prefix} ${line}`}\n`;
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split(/\r?\n/);
    rest = lines.pop();
    // Blank lines and bare terminal codes (a cursor reset) are noise between two programs' output.
    for (const line of lines) if (stripVTControlCharacters(line).trim()) out.write(label(line));
  });
  stream.on('end', () => stripVTControlCharacters(rest).trim() && out.write(label(rest)));
}

/** Sends `signal` to a child's whole process group (tsx and next start helper processes of their own). */
function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * The child processes of one command. Each runs in its own process group, so a Ctrl-C reaches it
 * once, forwarded by us, and stopping it also stops whatever it started.
 */
export class Children {
  #running = [];

  /** Starts `command` with output lines prefixed `[name]`; resolves `exited` with {name, code, signal, error}. */
  spawn(name, command, args, { env = process.env } = {}) {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    pipeLines(child.stdout, process.stdout, `[${name}]`);
    pipeLines(child.stderr, process.stderr, `[${name}]`);
    const exited = new Promise((resolve) => {
      child.on('error', (error) => resolve({ name, code: null, signal: null, error }));
      child.on('exit', (code, signal) => {
        // Let the last lines through, without waiting on a grandchild that still holds the pipe.
        const drained = Promise.all([child.stdout, child.stderr].map((s) => s.readableEnded || new Promise((r) => s.once('end', r))));
        void Promise.race([drained, delay(500)]).then(() => resolve({ name, code, signal }));
      });
    });
    this.#running.push({ child, exited });
    return exited;
  }

  /** The first child to exit, for whatever reason. */
  firstExit() {
    return Promise.race(this.#running.map((r) => r.exited));
  }

  /** Forwards `signal` to every child and waits for all of them; SIGKILL after `graceMs`. */
  async stop(signal = 'SIGTERM', graceMs = 10_000) {
    for (const { child } of this.#running) signalGroup(child, signal);
    const timer = setTimeout(() => this.kill(), graceMs);
    await Promise.all(this.#running.map((r) => r.exited));
    clearTimeout(timer);
  }

  /** SIGKILL to every child's group, at once (a second Ctrl-C, or on our own exit). */
  kill() {
    for (const { child } of this.#running) if (child.pid) signalGroup(child, 'SIGKILL');
  }
}

/** Describes how a child ended, for messages. */
export function describeExit({ code, signal, error }) {
  if (error) return `could not start: ${error.message}`;
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const cleanUps = new Set();

function stopNow(signal) {
  for (const cleanUp of [...cleanUps].reverse()) {
    try {
      cleanUp();
    } catch {
      // the others still run
    }
  }
  process.exit(128 + os.constants.signals[signal]);
}

/**
 * Until the returned function is called, a Ctrl-C, a kill or a closed terminal runs `cleanUp`
 * (the latest first) and ends this process. Without it such a signal ends this process at once,
 * `finally` blocks unrun: children in process groups of their own, which the terminal's signal does
 * not reach, keep running with nobody to stop them (the build's temporary sandbox), and a child
 * that shares ours is orphaned by a SIGTERM sent to us alone (`next build`).
 */
export function cleanUpOnSignal(cleanUp) {
  if (cleanUps.size === 0) for (const signal of STOP_SIGNALS) process.on(signal, stopNow);
  cleanUps.add(cleanUp);
  return () => {
    cleanUps.delete(cleanUp);
    if (cleanUps.size === 0) for (const signal of STOP_SIGNALS) process.off(signal, stopNow);
  };
}
