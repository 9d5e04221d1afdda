import fs from 'node:fs';
import path from 'node:path';
import type { NextRequest } from 'next/server';

/** For tests over every route handler: found on disk, so a new one is covered the day it lands. */

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface FoundHandler {
  method: HttpMethod;
  handler: Handler;
  /** `app/api/cart/[cartId]/route.ts` → `/api/cart/x1`, every dynamic segment given the value `x1`. */
  pathname: string;
  params: Record<string, string>;
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

function urlFor(appDir: string, file: string): { pathname: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const segments = path
    .relative(appDir, path.dirname(file))
    .split(path.sep)
    .map((segment) => {
      const name = /^\[(.+)\]$/.exec(segment)?.[1];
      if (name === undefined) return segment;
      params[name] = 'x1';
      return 'x1';
    });
  return { pathname: `/${segments.join('/')}`, params };
}

/** Every exported handler of `methods` in the route files under `apiDir` (the app's `app/api`). */
export function routeHandlers(apiDir: string, methods: readonly HttpMethod[] = HTTP_METHODS): FoundHandler[] {
  const appDir = path.dirname(apiDir);
  return routeFiles(apiDir).flatMap((file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the list of modules is only known at run time
    const mod = require(file) as Partial<Record<HttpMethod, Handler>>;
    return methods.filter((method) => typeof mod[method] === 'function').map((method) => ({ method, handler: mod[method]!, ...urlFor(appDir, file) }));
  });
}
