import { Hono } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/env';

// Placeholder until this route group is built.
export function authRoutes(_deps: Deps): Hono<AppEnv> {
  return new Hono<AppEnv>();
}
