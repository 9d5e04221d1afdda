/** Rules every response carries, the optimized images' own policy included. */
const EVERYWHERE: Record<string, string[]> = {
  'frame-ancestors': ["'none'"],
  'object-src': ["'none'"],
};

function serialize(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * The Content-Security-Policy of a page. With a nonce (pages rendered per request: the signed-in
 * and sign-in screens, search results and mistyped content paths, see lib/security/nonce-routes.ts)
 * only scripts carrying it run, plus what they load ('strict-dynamic'); Next stamps the nonce on
 * its own scripts when it finds it in the request's policy. Without one (next.config's default for
 * every response) inline scripts are allowed here, because the prerendered catalogue is one cached
 * HTML file for every visitor and so cannot carry a per-request nonce; the cache gives each such
 * page a second policy naming its own inline scripts by hash (lib/cache/script-hash-policy.mjs),
 * and a browser enforces both. Everything else is same-origin only, because the browser never
 * talks to the provider directly (images come through /media).
 */
export function contentSecurityPolicy(production: boolean, nonce?: string): string {
  const inline = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'unsafe-inline'"];
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...(production ? [] : ["'unsafe-eval'"])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:', 'wss:'])],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    ...EVERYWHERE,
  });
}

/**
 * The policy of /_next/image answers (next.config `images.contentSecurityPolicy`, which replaces
 * the headers above there): Next's default, which runs nothing, plus the rules every response carries.
 */
export const IMAGE_CONTENT_SECURITY_POLICY = serialize({
  'default-src': ["'self'"],
  'script-src': ["'none'"],
  'frame-src': ["'none'"],
  sandbox: [],
  ...EVERYWHERE,
});

export function securityHeaders(production: boolean): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(production) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/**
 * next.config's `headers()`: the headers above on every response. The source captures nothing by
 * name on purpose: when a rule's match has parameters, Next fills them into every header value that
 * holds a colon (the policy's `data:` and `blob:`), compiling each with path-to-regexp on every
 * request (resolve-routes.js, compileNonPath), about 120 µs of a cached catalogue page's time
 * (NEXT_CPU_PROF). An unnamed group matches the same paths and is dropped from the parameters.
 */
export function securityHeaderRules(production: boolean): { source: string; headers: { key: string; value: string }[] }[] {
  return [{ source: '/(.*)', headers: securityHeaders(production) }];
}
