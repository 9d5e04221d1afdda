import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { contentSecurityPolicy, IMAGE_CONTENT_SECURITY_POLICY, securityHeaderRules, securityHeaders } from './headers';

describe('security headers', () => {
  it('forbids framing and foreign scripts in production', () => {
    const csp = contentSecurityPolicy(true);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
  });

  it('runs only scripts carrying the nonce, and what they load, when given one', () => {
    const scripts = /script-src ([^;]*)/.exec(contentSecurityPolicy(true, 'abc123=='))?.[1];
    expect(scripts).toBe("'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(/script-src ([^;]*)/.exec(contentSecurityPolicy(true))?.[1]).toBe("'self' 'unsafe-inline'");
  });

  it('allows eval and websockets only for next dev', () => {
    expect(contentSecurityPolicy(false)).toContain("'unsafe-eval'");
    expect(contentSecurityPolicy(false)).toContain('ws:');
  });

  it('keeps the images\' own policy as strict, with the rules every response carries', () => {
    expect(IMAGE_CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'none'; frame-src 'none'; sandbox; frame-ancestors 'none'; object-src 'none'",
    );
  });

  it('sends HSTS only in production', () => {
    const names = (production: boolean) => securityHeaders(production).map((header) => header.key);
    expect(names(true)).toContain('Strict-Transport-Security');
    expect(names(false)).not.toContain('Strict-Transport-Security');
    expect(names(true)).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Content-Security-Policy']));
  });

  it('puts them on every path with a rule whose match has no parameters, so Next sends the values as written', () => {
    const [rule, ...others] = securityHeaderRules(true);
    expect(others).toEqual([]);
    expect(rule?.headers).toEqual(securityHeaders(true));
    // Next's router matches custom routes this way (server/lib/router-utils/filesystem.js, buildCustomRoute).
    const match = getPathMatch(rule?.source ?? '', { strict: true, removeUnnamedParams: true });
    for (const path of ['/', '/product/AGP660959', '/category/AGC227', '/allproduct/2', '/api/cart', '/media/p/1.webp', '/faq/payments']) {
      expect(match(path)).toEqual({});
    }
  });
});
