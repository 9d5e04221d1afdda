import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
import { isDecodablePath } from './decodable-path';

const MALFORMED = ['/product/%', '/product/%E0%A4%A', '/category/%zz', '/category/AGC1/%E0%A4', '/allproduct/%', '/searchpage/100%', '/about%'];

describe('paths whose percent-escapes do not decode', () => {
  it.each(MALFORMED)('%s is one', (path) => {
    expect(isDecodablePath(path)).toBe(false);
  });

  it.each(['/product/AGP123456', '/searchpage/sweet%20potato', '/searchpage/%C3%A9l%C3%A9', '/searchpage/100%25'])('%s is not', (path) => {
    expect(isDecodablePath(path)).toBe(true);
  });

  it.each(MALFORMED)('%s reaches the proxy, which answers with the not-found page', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
    const response = proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/_not-found-malformed-path');
  });

  it.each(['/searchpage/garri%202.5', '/searchpage/1.5kg', '/searchpage/100%25.5kg', '/faq/data.privacy', '/services/farmers.php'])(
    '%s, a visitor’s words ending like a file name, reaches the proxy too (its nonce, its checks)',
    (path) => {
      expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(true);
      expect(proxy(new NextRequest(`http://localhost:3000${path}`)).headers.get('content-security-policy')).toMatch(/'nonce-/);
    },
  );

  it('so does a malformed one ending like a file name, answered with the not-found page', () => {
    expect(unstable_doesMiddlewareMatch({ config, url: '/searchpage/100%.5kg' })).toBe(true);
    expect(proxy(new NextRequest('http://localhost:3000/searchpage/100%.5kg')).status).toBe(404);
  });

  it.each(['/product/AGP123456', '/category/AGC1', '/allproduct/3'])('while %s, which has no percent sign, still skips it', (path) => {
    expect(unstable_doesMiddlewareMatch({ config, url: path })).toBe(false);
  });
});
