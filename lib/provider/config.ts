import 'server-only';

const DEFAULT_PORT = '4000';

/**
 * The provider's API base, e.g. `http://127.0.0.1:4000/api`, without a trailing slash. Read on
 * every call rather than at import, so a running server follows the environment it is given.
 */
export function providerBaseUrl(): string {
  const configured = process.env.PROVIDER_API_URL?.trim();
  const base = configured || `http://127.0.0.1:${process.env.PROVIDER_PORT?.trim() || DEFAULT_PORT}/api`;
  return base.replace(/\/+$/, '');
}

/** The base without its `/api` path: where the provider serves `/uploads/…`. */
export function providerOrigin(): string {
  return providerBaseUrl().replace(/\/api$/, '');
}
