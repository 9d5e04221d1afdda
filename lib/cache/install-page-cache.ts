import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { redisUrlProblem } from './redis-url.mjs';

/**
 * Where Next's incremental cache takes a handler class from when next.config names none: the hook
 * a hosting platform uses to give Next its own cache, read as each request's cache is made.
 */
const CACHE_HANDLERS = Symbol.for('@next/cache-handlers');

/**
 * Makes lib/cache/page-cache-handler.mjs the page cache of this `next start` server, once, at start
 * (instrumentation.ts). Not through next.config's `cacheHandler`: Next then imports the handler's
 * module again for every request, twice (a dynamic import() each time), which cost about a tenth
 * of a cached product page's throughput here. Node loads the module from the project folder (the
 * server runs there; Next finds the build the same way), as it would a `cacheHandler`, rather than
 * the bundler: it builds on Next's own file-system cache from node_modules.
 */
export async function installPageCache(): Promise<void> {
  // A server that would answer every request 500 stops before serving one, saying why.
  const problem = process.env.REDIS_URL ? redisUrlProblem(process.env.REDIS_URL) : null;
  if (problem) {
    console.error(`\n${problem}\n`);
    process.exit(1);
  }
  const url = pathToFileURL(path.join(process.cwd(), 'lib', 'cache', 'page-cache-handler.mjs')).href;
  const { default: PageCacheHandler } = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as { default: unknown };
  const hooks = globalThis as { [CACHE_HANDLERS]?: Record<string, unknown> };
  hooks[CACHE_HANDLERS] = { ...hooks[CACHE_HANDLERS], FetchCache: PageCacheHandler };
}
