import fs from 'node:fs';
import path from 'node:path';
import { ensureAptProgram, runToStderr } from './apt.mjs';
import { logTail, startLogged } from './background.mjs';
import { freePorts, waitForUrl } from './net.mjs';

/**
 * How many connections the front keeps open to one `next start` process. The rest of the
 * visitors wait in its queue, first come first served. Node accepts one new connection per turn
 * of its event loop (libuv 1.45+, nodejs ≥ 20), so a process already busy with N connections
 * takes new ones at about 1/(N × the cost of one request) per second: 200 connections opened at
 * once on a saturated process leave some unaccepted for longer than any client waits. A small,
 * steady pool keeps the process saturated without starving anyone.
 */
export const UPSTREAM_CONNECTIONS = 32;

/** Debian's HAProxy (HAPROXY_PATH overrides it), installed with apt when missing and we are root. */
export function ensureHaproxy(run, log = console.log) {
  const haproxy = { name: 'haproxy', path: '/usr/sbin/haproxy', pkg: 'haproxy', override: process.env.HAPROXY_PATH, overrideName: 'HAPROXY_PATH' };
  return ensureAptProgram(haproxy, run, log);
}

/** The front a production deployment puts before each storefront instance (README, "Deploying"). */
function config({ port, upstream }) {
  return `global
  maxconn 4096
defaults
  mode http
  timeout connect 5s
  timeout client 60s
  timeout server 60s
  # A visitor waits at most this long for one of the storefront's connections, then gets a 503.
  timeout queue 30s
  option http-keep-alive
  http-reuse always
frontend visitors
  bind 127.0.0.1:${port}
  default_backend storefront
backend storefront
  server next ${upstream} maxconn ${UPSTREAM_CONNECTIONS}
`;
}

/**
 * HAProxy in the foreground with its config in `dir`, on a free port, in front of `upstream`
 * (host:port). Resolves to { url, stop } once it answers `probePath` through to the storefront.
 */
export async function startHaproxy(haproxy, { dir, upstream, probePath = '/api/health' }) {
  fs.mkdirSync(dir, { recursive: true });
  const [port] = await freePorts(1);
  const conf = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(conf, config({ port, upstream }));
  const logFile = path.join(dir, 'haproxy.out');
  const server = startLogged(haproxy, ['-db', '-f', conf], { logFile });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(url + probePath, { timeoutMs: 15_000, cancelled: server.hasExited });
    if (server.hasExited()) throw new Error('exited');
  } catch (err) {
    await server.stop();
    throw new Error(`haproxy did not start (${err.message}):\n${logTail(logFile)}`);
  }
  return { url, stop: () => server.stop() };
}

/** HAProxy (installed when missing) in `dir` before a running stack ({ port }); throws when it cannot. */
export async function startFront(stack, dir, log = console.log) {
  const haproxy = ensureHaproxy(runToStderr, log);
  if (!haproxy) throw new Error('haproxy is missing (see above); `npm run load -- --direct` loads next start without it');
  return startHaproxy(haproxy, { dir, upstream: `127.0.0.1:${stack.port}` });
}
