import { decodeEntry, encodeEntry } from './entry-codec.mjs';

/**
 * The longest an entry or a tag's revalidation record stays in the store. Next keeps a page for its
 * `expire` time (a year by default) and serves it stale meanwhile; a shared store holding every
 * product page for a year would grow without bound, so a page nobody asked for in a day is dropped
 * and rendered again on its next request.
 */
export const MAX_ENTRY_SECONDS = 86_400;

/** Next's response entries carry their tags (implicit path tags included) in this header. */
const TAGS_HEADER = 'x-next-cache-tags';

/** How long `data` (set with `ctx`) may live in the store: its `expire`, at most MAX_ENTRY_SECONDS. */
export function entryTtlSeconds(ctx) {
  const expire = ctx?.cacheControl?.expire;
  const seconds = typeof expire === 'number' && expire > 0 ? Math.ceil(expire) : MAX_ENTRY_SECONDS;
  return Math.min(seconds, MAX_ENTRY_SECONDS);
}

function entryTags(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  return unique([...(typeof header === 'string' ? header.split(',') : []), ...(data?.tags ?? []), ...(ctx?.tags ?? [])]);
}

function unique(values) {
  return [...new Set(values.filter(Boolean))];
}

/** The entry's revalidate period in seconds, or undefined when it never goes stale by time. */
function revalidateSeconds(entry) {
  const seconds = entry.value?.kind === 'FETCH' ? entry.value.revalidate : entry.cacheControl?.revalidate;
  return typeof seconds === 'number' ? seconds : undefined;
}

/**
 * Next's incremental cache (pages, route responses and `fetch` data) in a store every instance
 * shares, with the same semantics as Next's own file-system cache: entries are keyed by prefix,
 * build id (two deploys never read each other's pages) and Next's opaque key; `revalidateTag`
 * records per tag when it went stale or expired, and a read compares that with the entry's age, so
 * a revalidation on one instance reaches all of them. The store failing is a cache miss, logged
 * once per outage: a page is then rendered as if it had never been cached, never an error page.
 *
 * `store` is `{ read(key), readMany(keys), write(key, text, ttlSeconds) }` (see redis-store.mjs).
 */
export class SharedCache {
  #store;
  #prefix;
  #buildId;
  #log;
  #now;
  #down = false;

  constructor({ store, prefix, buildId, log = console.warn, now = Date.now }) {
    this.#store = store;
    this.#prefix = prefix;
    this.#buildId = buildId;
    this.#log = log;
    this.#now = now;
  }

  entryKey(key) {
    return `${this.#prefix}:${this.#buildId}:entry:${key}`;
  }

  /** Tags are not per build: revalidating data during a rolling deploy must reach both builds' pages. */
  tagKey(tag) {
    return `${this.#prefix}:tag:${tag}`;
  }

  async get(key, ctx) {
    const text = await this.#attempt(() => this.#store.read(this.entryKey(key)));
    if (!text) return null;
    const entry = this.#readable(key, () => decodeEntry(text));
    if (!entry) return null;
    const tags = unique([...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]);
    if (tags.length === 0) return this.#served(entry);
    const records = await this.#attempt(() => this.#store.readMany(tags.map((tag) => this.tagKey(tag))));
    if (!records) return null;
    const now = this.#now();
    const revalidations = this.#readable(key, () => records.filter(Boolean).map((record) => JSON.parse(record)));
    if (!revalidations) return null;
    if (revalidations.some(({ expired }) => typeof expired === 'number' && expired <= now && expired > entry.lastModified)) return null;
    if (revalidations.some(({ stale }) => typeof stale === 'number' && stale > entry.lastModified)) {
      const revalidate = revalidateSeconds(entry);
      // Served once more while Next renders it again in the background (stale-while-revalidate);
      // Next judges staleness by age, so the entry is made just older than its revalidate period.
      if (revalidate === undefined) return null;
      return this.#served({ ...entry, lastModified: Math.min(entry.lastModified, now - revalidate * 1000 - 1) });
    }
    return this.#served(entry);
  }

  async set(key, data, ctx) {
    const entry = {
      lastModified: this.#now(),
      value: data,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      tags: entryTags(data, ctx),
    };
    await this.#attempt(() => this.#store.write(this.entryKey(key), encodeEntry(entry), entryTtlSeconds(ctx)));
  }

  /**
   * Like Next's own cache: with `durations` (revalidateTag with a profile) the tag's entries go stale
   * now and expire after `durations.expire` seconds; without (updateTag, revalidatePath) they expire now.
   */
  async revalidateTag(tags, durations) {
    const list = unique([tags].flat());
    if (list.length === 0) return;
    const now = this.#now();
    const record = JSON.stringify(
      durations ? { stale: now, expired: durations.expire === undefined ? undefined : now + durations.expire * 1000 } : { expired: now },
    );
    await this.#attempt(() => Promise.all(list.map((tag) => this.#store.write(this.tagKey(tag), record, MAX_ENTRY_SECONDS))));
  }

  resetRequestCache() {
    // Nothing is kept per request: every read goes to the shared store.
  }

  #served({ lastModified, value, cacheControl }) {
    return { lastModified, value, cacheControl };
  }

  /** What `parse` makes of stored text, or null (a miss, logged) when that text is not ours or is cut short. */
  #readable(key, parse) {
    try {
      return parse();
    } catch (error) {
      this.#log(`Shared page cache: unreadable entry for ${key} (${error?.message}); rendered as if not cached.`);
      return null;
    }
  }

  /** Runs a store operation; a failure is logged once per outage and becomes `undefined` (a miss). */
  async #attempt(operation) {
    try {
      const result = await operation();
      if (this.#down) {
        this.#down = false;
        this.#log('Shared page cache: Redis answers again; pages are cached across instances again.');
      }
      return result;
    } catch (error) {
      if (!this.#down) {
        this.#down = true;
        this.#log(`Shared page cache: Redis failed (${error?.message || error?.constructor?.name || error}); pages are rendered without the cache until it answers again.`);
      }
      return undefined;
    }
  }
}
