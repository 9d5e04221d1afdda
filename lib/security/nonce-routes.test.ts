import { createNonce, needsNonce } from './nonce-routes';

describe('pages with a nonce in their policy', () => {
  it.each(['/cart', '/checkout', '/orderdetails/ORD1', '/support/TCK1', '/profile', '/login', '/signup', '/verify-email', '/searchpage/rice'])(
    '%s: rendered per request, so it gets one',
    (path) => expect(needsNonce(path)).toBe(true),
  );

  it.each(['/services/Company', '/services/farmers', '/services/company/more', '/faq/Product', '/faq/shipping', '/faq/product/x'])(
    '%s: a content path that is not a prerendered page, rendered per request, so it gets one',
    (path) => expect(needsNonce(path)).toBe(true),
  );

  it.each(['/', '/allproduct', '/category/AGC1', '/product/AGP1', '/about', '/faq', '/faq/product', '/services', '/services/company', '/terms-of-service'])(
    '%s: prerendered and cached, so it cannot',
    (path) => expect(needsNonce(path)).toBe(false),
  );

  it('makes a fresh 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
