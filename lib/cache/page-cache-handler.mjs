import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { redisStore } from './redis-store.mjs';
import { addScriptHashPolicy } from './script-hash-policy.mjs';
import { SharedCache } from './shared-cache.mjs';

/**
 * The incremental cache of every `next start` (pages, route responses, fetch data; installed by
 * install-page-cache.ts) with two additions. Each cached page gets the Content-Security-Policy of
 * its own inline scripts (script-hash-policy.mjs), added as the entry is stored or, for the pages
 * the build prerendered, when it is first read. With REDIS_URL the entries of every instance live
 * in one Redis (shared-cache.mjs), so a page rendered by one instance is served by all; without it
 * they stay where Next keeps them, its file-system cache (.next and memory). Plain JavaScript
 * because Node loads it at run time, outside the bundles.
 */

// Next's own cache, which it uses when given none; not exported under a public name.
const FileSystemCache = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

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

function isMissingPage(data) {
  return data?.kind === 'APP_PAGE' && data.status === 404;
}

export default class PageCacheHandler {
  #cache;
  #fetches;

  /**
   * `options` are what Next gives any handler (its FileSystemCache takes the same). Without Redis,
   * `fetch` data stays in Next's memory cache (a bounded LRU, `cacheMaxMemorySize`) and is not also
   * written to disk as Next would: its keys are the provider's URLs, search terms and page numbers
   * included, so a visitor making up searches could otherwise fill the disk. Pages stay on disk:
   * only pages that exist are stored (`set`).
   */
  constructor(options) {
    if (process.env.REDIS_URL) {
      this.#cache = this.#fetches = sharedCache(options.serverDistDir);
    } else {
      this.#cache = new FileSystemCache(options);
      this.#fetches = new FileSystemCache({ ...options, flushToDisk: false });
    }
  }

  async get(key, ctx) {
    if (ctx?.kind === 'FETCH') return this.#fetches.get(key, ctx);
    const entry = await this.#cache.get(key, ctx);
    addScriptHashPolicy(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    if (data?.kind === 'FETCH') return this.#fetches.set(key, data, ctx);
    // Any path under a cached route renders, so a stored 404 for each made-up product id or page
    // number would let anyone fill the disk (or Redis) one request at a time. A missing page is
    // stored only over a page that was there, so a product taken down stops being served from cache;
    // otherwise it is rendered again on each request, like any page that does not exist.
    // The policy goes on the answer being sent too, stored or not.
    const page = addScriptHashPolicy(data);
    if (isMissingPage(page) && !(await this.#cache.get(key, { kind: 'APP_PAGE', isRoutePPREnabled: ctx?.isRoutePPREnabled, isFallback: false }))) return;
    return this.#cache.set(key, page, ctx);
  }

  revalidateTag(tags, durations) {
    return this.#cache.revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.#cache.resetRequestCache();
  }
}
