import 'server-only';
import { redisStore } from '@/lib/cache/redis-store.mjs';
import type { FlightStore } from './shared-flight';

let store: FlightStore | undefined;

/** The Redis every instance shares when REDIS_URL is set (as for the page cache), else none. */
export function sharedFlightStore(): FlightStore | undefined {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  return (store ??= redisStore(url));
}
