// Types for shared-cache.mjs (plain JavaScript: Node loads the page cache at run time, unbundled).

export const MAX_ENTRY_SECONDS: number;

/** What the shared cache needs from its store (redis-store.mjs on Redis; a Map in tests). */
export interface CacheStore {
  read(key: string): Promise<string | null>;
  readMany(keys: string[]): Promise<(string | null)[]>;
  write(key: string, text: string, ttlSeconds: number): Promise<void>;
}

export interface CacheControl {
  revalidate: number | false;
  expire: number | undefined;
}

/** The parts of Next's cache-handler contexts the shared cache reads. */
export interface CacheContext {
  kind?: string;
  fetchCache?: boolean;
  cacheControl?: CacheControl;
  tags?: string[];
  softTags?: string[];
}

export interface CachedEntry {
  lastModified: number;
  value: unknown;
  cacheControl: CacheControl | undefined;
}

export function entryTtlSeconds(ctx: CacheContext | undefined): number;

export class SharedCache {
  constructor(options: { store: CacheStore; prefix: string; buildId: string; log?: (message: string) => void; now?: () => number });
  entryKey(key: string): string;
  tagKey(tag: string): string;
  get(key: string, ctx?: CacheContext): Promise<CachedEntry | null>;
  set(key: string, data: unknown, ctx?: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
