import { NextRequest } from 'next/server';
import { findFaqCategory } from '@/lib/content/faq';
import { proxy } from '@/proxy';
import { isUnknownFaqPath } from './unknown-faq-path';

describe('isUnknownFaqPath', () => {
  it.each(['/faq/nothing', '/faq/getting-started/more', '/faq/a/b', '/faq/%20', '/faq/and'])('%s names no category', (path) => {
    expect(isUnknownFaqPath(path)).toBe(true);
  });

  it.each(['/faq', '/faq/getting-started', '/faq/Getting-Started', '/faq/Payment%20%26%20Transactions', '/faq/DataPrivacy'])('%s is a category page, or another spelling of one', (path) => {
    expect(isUnknownFaqPath(path)).toBe(false);
  });

  it.each(['/about/x', '/services/nothing', '/faqs/nothing', '/FAQ/nothing'])('%s is not a /faq path (another casing is redirected first)', (path) => {
    expect(isUnknownFaqPath(path)).toBe(false);
  });

  it('agrees with the FAQ route on every category title and slug', () => {
    for (const segment of ['getting-started', 'Payment & Transactions', 'Order & Tracking', 'product', 'Community Guidelines', 'data-privacy', 'Product Reviews']) {
      expect(isUnknownFaqPath(`/faq/${encodeURIComponent(segment)}`)).toBe(findFaqCategory(segment) === undefined);
    }
  });
});

describe('the proxy, on /faq paths', () => {
  const answer = (path: string) => proxy(new NextRequest(`http://localhost:3000${path}`));

  it.each(['/faq/nothing', '/faq/shipping.html', '/faq/a/b'])('answers %s with the not-found page, 404', (path) => {
    const response = answer(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/_not-found-malformed-path');
  });

  it('lets another spelling of a category through, to be redirected by its route', () => {
    const response = answer('/faq/Getting-Started');
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('content-security-policy')).toMatch(/'nonce-/);
  });
});
