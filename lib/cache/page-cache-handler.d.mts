// Types for page-cache-handler.mjs (plain JavaScript: Next imports it with Node at run time).

/** The options Next gives a cache handler (the parts Next's own file-system cache reads). */
export interface CacheHandlerOptions {
  fs?: unknown;
  dev?: boolean;
  flushToDisk?: boolean;
  serverDistDir: string;
  maxMemoryCacheSize?: number;
  revalidatedTags?: string[];
}

export interface CacheEntry {
  lastModified?: number;
  value: { kind: string; html?: unknown; headers?: Record<string, unknown> } | null;
  cacheControl?: unknown;
}

export default class PageCacheHandler {
  constructor(options: CacheHandlerOptions);
  get(key: string, ctx: object): Promise<CacheEntry | null>;
  set(key: string, data: object | null, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
