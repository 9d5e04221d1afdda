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

/** `count` distinct ports that were free a moment ago (held open together so they cannot repeat). */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((s) => s.address().port);
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
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
