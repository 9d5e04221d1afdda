// Types for redis-store.mjs (plain JavaScript: the cache handler imports it with Node at run time).
import type { FlightStore } from '@/lib/api/shared-flight';
import type { CacheStore } from './shared-cache.mjs';

export function redisStore(url: string): CacheStore & FlightStore;
