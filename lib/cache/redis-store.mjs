import { createClient } from 'redis';

/** A read that takes longer than this is a miss: rendering the page is better than waiting. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * Counts an attempt (ARGV[3], a unique name) in the sorted set KEYS[1] unless ARGV[1] attempts are
 * already in the last ARGV[2] ms: 0, else the ms until enough leave the window. One script, so two
 * instances counting at once cannot both take the last place; Redis's clock, so theirs need not agree.
 */
const TAKE_ATTEMPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local max, window = tonumber(ARGV[1]), tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local count = redis.call('ZCARD', KEYS[1])
if count >= max then
  local freeing = redis.call('ZRANGE', KEYS[1], count - max, count - max, 'WITHSCORES')
  return math.max(1, tonumber(freeing[2]) + window - now)
end
redis.call('ZADD', KEYS[1], now, ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 0`;

/**
 * What every instance shares (the page cache; the checkout's single flight, lib/api/shared-flight.ts;
 * the limits on sign-ins and mails, lib/api/attempt-limiter.ts) on one Redis connection per process
 * and user of it. Commands wait for the first connection attempt (a server's first requests would
 * otherwise all miss, and their pages never be shared); after that, while the connection is down,
 * every command fails at once (no offline queue) and the client reconnects in the background,
 * backing off to 5 s, so a request never waits for a Redis that is down.
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
    takeAttempt: async (key, attempt, { max, windowMs }) =>
      Number(await (await ready()).eval(TAKE_ATTEMPT, { keys: [key], arguments: [String(max), String(windowMs), attempt] })),
    forgetAttempt: async (key, attempt) => {
      await (await ready()).zRem(key, attempt);
    },
    /** Ends the connection: for tests, as a server keeps its store as long as it runs. */
    close: () => client.close(),
  };
}
