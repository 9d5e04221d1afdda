import { NextRequest } from 'next/server';

const ORIGIN = 'http://localhost:3000';

/**
 * A request from our own pages to one of our route handlers, as the browser sends it: same origin,
 * and a JSON body when there is one (mutating handlers refuse other origins).
 */
export function sameOriginRequest(path: string, { method = 'POST', body, headers = {} }: { method?: string; body?: object; headers?: Record<string, string> } = {}): NextRequest {
  return new NextRequest(`${ORIGIN}${path}`, {
    method,
    headers: { host: 'localhost:3000', origin: ORIGIN, 'content-type': 'application/json', ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}
