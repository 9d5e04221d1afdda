import nextEnv from '@next/env';
import { root } from './paths.mjs';

/**
 * Reads the .env files into process.env as `next build`, `next start` and `next dev` do (.env,
 * .env.local, .env.production… or, for dev, .env.development…), never over what the shell set.
 * These scripts decide from the settings, and pass some to Next themselves (the provider's address,
 * the session secret): read only from the shell, a PROVIDER_API_URL or SESSION_SECRET kept in
 * .env.production lost to the sandbox and a generated secret, which Next then would not override.
 */
export function loadEnvFiles(mode, dir = root) {
  nextEnv.loadEnvConfig(dir, mode === 'dev', { info: () => {}, error: console.error });
}
