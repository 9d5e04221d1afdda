import { ensureAptProgram } from './apt.mjs';

/** Debian's Redis, which the shared-cache test (scripts/shared-cache.test.mjs) starts; REDIS_SERVER_PATH points at another. */
export const REDIS_SERVER = process.env.REDIS_SERVER_PATH || '/usr/bin/redis-server';

/** Makes sure REDIS_SERVER exists, installing Debian's redis-server with apt when we are root. */
export function ensureRedisServer(run, log = console.log) {
  const redis = { name: 'redis-server', path: '/usr/bin/redis-server', pkg: 'redis-server', override: process.env.REDIS_SERVER_PATH, overrideName: 'REDIS_SERVER_PATH' };
  return ensureAptProgram(redis, run, log) !== null;
}
