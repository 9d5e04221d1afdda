import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

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
