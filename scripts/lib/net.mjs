import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

/** True when something already listens on `port` (checked on all interfaces, IPv4 and IPv6). */
export function portInUse(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err) => (err.code === 'EADDRINUSE' ? resolve(true) : reject(err)));
    server.listen(port, () => server.close(() => resolve(false)));
  });
}

/** Fails with a readable message naming the setting to change when any of `ports` ({name: port}) is taken. */
export async function assertPortsFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (await portInUse(port)) {
      throw new Error(
        `Port ${port} (${name}) is already in use. Stop whatever listens there (see: ss -ltnp | grep :${port}) ` +
          `or pick another port, e.g. ${name}=${port + 10} npm start.`,
      );
    }
  }
}

/** A listening server on `port` (0: any free one), or null when that port is taken. */
function hold(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (err) => (err.code === 'EADDRINUSE' && port !== 0 ? resolve(null) : reject(err)));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * The ports PORT_POOL allows ("3540-3549,8540"), in random order so that two callers in a row
 * (a script and the one it starts) rarely pick the same one; null when it is not set.
 */
function poolPorts() {
  const pool = process.env.PORT_POOL;
  if (!pool) return null;
  const ports = pool.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > 65535 || from > to) {
      throw new Error(`PORT_POOL must list ports and ranges like "3540-3549,8540", got "${pool}"`);
    }
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });
  return ports.map((port) => [Math.random(), port]).sort(([a], [b]) => a - b).map(([, port]) => port);
}

/**
 * `count` distinct ports that were free a moment ago (held open together so they cannot repeat):
 * any the system hands out, or only those of PORT_POOL when set (a shared machine where each user
 * keeps to a range).
 */
export async function freePorts(count) {
  const pool = poolPorts();
  const servers = [];
  try {
    if (!pool) {
      for (let i = 0; i < count; i += 1) servers.push(await hold(0));
    } else {
      for (const port of pool) {
        if (servers.length === count) break;
        const server = await hold(port);
        if (server) servers.push(server);
      }
      if (servers.length < count) throw new Error(`PORT_POOL (${process.env.PORT_POOL}) has fewer than ${count} free ports`);
    }
    return servers.map((s) => s.address().port);
  } finally {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }
}

/**
 * Polls `url` until it answers 2xx. Gives up after `timeoutMs`, or quietly (returns false) as soon
 * as `cancelled()` says so, e.g. because the process that should answer has exited.
 */
export async function waitForUrl(url, { timeoutMs, cancelled = () => false }) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (!cancelled()) {
    try {
      // Generous per request: in dev the first request compiles the route.
      const res = await fetch(url, { signal: AbortSignal.timeout(60_000) });
      if (res.ok) return true;
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.cause?.code ?? err.message;
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
    await delay(300);
  }
  return false;
}

/** Reads a port setting, with a clear error for anything that is not a port number. */
export function portSetting(name, fallback) {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1-65535), got "${value}"`);
  return port;
}
