import type { AuthBuyer } from '../auth/buyer';

/** Hono's context variables for this app. */
export interface AppEnv {
  Variables: {
    buyer: AuthBuyer;
  };
}
