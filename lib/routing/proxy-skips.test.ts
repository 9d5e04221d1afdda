import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';

// proxy.ts's matcher leaves home and canonical product pages out, which is only right while the
// proxy would let them through untouched: no redirect, rewrite or per-request policy.
describe('the pages the proxy matcher skips', () => {
  it.each(['/', '/product/AGP123456', '/product/AGP123456?ref=home'])('%s would pass through untouched', (path) => {
    const response = proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('content-security-policy')).toBeNull();
  });

  it('while other casings of a product path are still its work', () => {
    expect(proxy(new NextRequest('http://localhost:3000/Product/AGP123456')).status).toBe(308);
  });
});
