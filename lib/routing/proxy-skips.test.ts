import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';

// proxy.ts's matcher leaves home and canonical product, category and all-products pages out, which
// is only right while the proxy would let them through untouched: no redirect, rewrite or
// per-request policy.
const SKIPPED = [
  '/',
  '/product/AGP123456',
  '/product/AGP123456?ref=home',
  '/category/AGC1?catname=Fruits&sort=rating&page=2',
  '/category/AGC1/rating/2',
  '/allproduct?page=3',
  '/allproduct/3',
];

describe('the pages the proxy matcher skips', () => {
  it.each(SKIPPED)('%s would pass through untouched', (path) => {
    const response = proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it.each(['/Product/AGP123456', '/Category/AGC1', '/AllProduct?page=2'])('while other casings (%s) are still its work', (path) => {
    expect(proxy(new NextRequest(`http://localhost:3000${path}`)).status).toBe(308);
  });
});

describe('the matcher', () => {
  const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it.each(['/', '/product/AGP123456', '/allproduct/3', '/favicon.ico', '/robots.txt', '/api/cart', '/media/products/a.webp'])('skips %s', (url) => {
    expect(runs(url)).toBe(false);
  });

  // A page's path may end like a file name: the account gate and the per-request policy still apply.
  it.each(['/cart', '/orderdetails/123', '/orderdetails/123.x', '/support/TKT1.a', '/searchpage/garri 2.5', '/faq/payments.x', '/product/AGP1%2'])('runs for %s', (url) => {
    expect(runs(url)).toBe(true);
  });
});
