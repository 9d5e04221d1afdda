import 'server-only';
import { redisStore } from '@/lib/cache/redis-store.mjs';

let store: ReturnType<typeof redisStore> | undefined;

/**
 * The Redis every instance shares when REDIS_URL is set (as for the page cache), else none: the
 * checkout's single flight and the limits on sign-ins and mails use it.
 */
export function sharedStore() {
  const url = process.env.REDIS_URL;
  if (!url) return undefined;
  return (store ??= redisStore(url));
}
