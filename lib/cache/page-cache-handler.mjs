import fs from 'node:fs';
import path from 'node:path';
import { redisStore } from './redis-store.mjs';
import { SharedCache } from './shared-cache.mjs';

/**
 * Next's `cacheHandler` (next.config.ts sets it when REDIS_URL is set): the incremental cache of
 * every instance in one Redis, so a page rendered by one instance is served by all. Plain
 * JavaScript because Next imports it at run time with Node, outside its bundles.
 */

let shared;

/** One cache (and one Redis connection) per process: Next makes a handler for every request. */
function sharedCache(serverDistDir) {
  shared ??= new SharedCache({
    store: redisStore(process.env.REDIS_URL),
    prefix: process.env.REDIS_KEY_PREFIX || 'agromarket',
    buildId: fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim(),
  });
  return shared;
}

export default class RedisCacheHandler {
  #cache;

  constructor({ serverDistDir }) {
    this.#cache = sharedCache(serverDistDir);
  }

  get(key, ctx) {
    return this.#cache.get(key, ctx);
  }

  set(key, data, ctx) {
    return this.#cache.set(key, data, ctx);
  }

  revalidateTag(tags, durations) {
    return this.#cache.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.#cache.resetRequestCache();
  }
}
