// Types for redis-store.mjs (plain JavaScript: the cache handler imports it with Node at run time).
import type { AttemptStore } from '@/lib/api/attempt-limiter';
import type { FlightStore } from '@/lib/api/shared-flight';
import type { CacheStore } from './shared-cache.mjs';

export function redisStore(url: string): CacheStore & FlightStore & AttemptStore & { close(): Promise<void> };
