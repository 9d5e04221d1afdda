import { FAQ_SLUGS, SERVICE_SLUGS } from '@/lib/content/content-slugs';
import { isAccountPath } from '@/lib/routing/account-gate';

/** First path segments of the sign-in screens and of search results, rendered per request anyway. */
const PER_REQUEST_ROUTES = new Set(['login', 'signup', 'forgot-password', 'verify-email', 'searchpage']);

/**
 * Content sections whose pages are prerendered; any other path below them (another spelling of a
 * page, which redirects, or a mistyped one) is rendered per request, never cached (their
 * [...other] routes), so it gets a nonce too.
 */
const PRERENDERED_BELOW: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['services', new Set<string>(SERVICE_SLUGS)],
  ['faq', new Set<string>(FAQ_SLUGS)],
]);

function isPerRequestContentPath(pathname: string): boolean {
  const [, section = '', ...rest] = pathname.split('/');
  const prerendered = PRERENDERED_BELOW.get(section);
  if (!prerendered || rest.length === 0) return false;
  return rest.length > 1 || !prerendered.has(rest[0] ?? '');
}

/**
 * Pages whose policy carries a per-request nonce: every page that shows or takes a buyer's data,
 * search results, and the content paths rendered per request. Their renders cost one small shell
 * per request (the data comes from the API in the browser). The prerendered catalogue cannot
 * carry a nonce, being one cached HTML file for every visitor: its policy names its inline scripts
 * by their hashes instead (lib/cache/script-hash-policy.mjs).
 */
export function needsNonce(pathname: string): boolean {
  return isAccountPath(pathname) || PER_REQUEST_ROUTES.has(pathname.split('/')[1] ?? '') || isPerRequestContentPath(pathname);
}

/** 128 random bits, base64: unguessable and fresh for each response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
