import { createClient } from 'redis';

/** A read that takes longer than this is a miss: rendering the page is better than waiting. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * What every instance shares (the page cache; the checkout's single flight, lib/api/shared-flight.ts)
 * on one Redis connection per process and user of it. Commands wait for the first connection
 * attempt (a server's first requests would otherwise all miss, and their pages never be shared);
 * after that, while the connection is down, every command fails at once (no offline queue) and the
 * client reconnects in the background, backing off to 5 s, so a request never waits for a Redis
 * that is down.
 */
export function redisStore(url) {
  let lastError;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5_000) },
  });
  // Without a listener an 'error' event would end the process; the callers report failed commands.
  client.on('error', (error) => (lastError = error));
  const firstAttempt = new Promise((settled) => {
    client.once('ready', settled);
    client.once('error', settled);
  });
  client.connect().catch((error) => (lastError = error));

  const ready = async () => {
    if (!client.isReady) await firstAttempt;
    if (!client.isReady) throw new Error(`not connected${lastError ? `: ${lastError.code ?? lastError.message}` : ''}`);
    return client;
  };
  return {
    read: async (key) => (await ready()).get(key),
    readMany: async (keys) => (await ready()).mGet(keys),
    write: async (key, text, ttlSeconds) => {
      await (await ready()).set(key, text, { expiration: { type: 'EX', value: ttlSeconds } });
    },
    // SET with both NX and GET needs Redis 7 (README, "Deploying").
    claim: async (key, value, ttlMs) =>
      (await ready()).set(key, value, { condition: 'NX', expiration: { type: 'PX', value: ttlMs }, GET: true }),
    remove: async (key) => {
      await (await ready()).del(key);
    },
  };
}
