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
 * Security headers for every response. The CSP carries no nonce on purpose: a nonce forces every
 * page to render per request, and the catalogue pages must stay static and cacheable. Next's own
 * inline bootstrap scripts therefore need 'unsafe-inline'; everything else is same-origin only,
 * because the browser never talks to the provider directly (images come through /media).
 */
export function contentSecurityPolicy(production: boolean): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
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
