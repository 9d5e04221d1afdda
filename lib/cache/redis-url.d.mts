// Types for redis-url.mjs (plain JavaScript: install-page-cache.ts and the cache handler share it).
export function redisUrlProblem(url: string): string | null;
