import { loginHref, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site', () => {
    expect(safeReturnPath('/cart')).toBe('/cart');
    expect(safeReturnPath('/product/AGP123456?tab=reviews')).toBe('/product/AGP123456?tab=reviews');
  });

  it.each(['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null, undefined])(
    'refuses %p',
    (next) => {
      expect(safeReturnPath(next)).toBe('/');
    },
  );

  // Browsers and Next's router drop tabs and line breaks from a URL and read a backslash as a slash:
  // each of these is //evil.example once parsed, an off-site page right after signing in.
  it.each(['/\t/evil.example/signin', '/\n/evil.example', '/\r\n/evil.example', '\t//evil.example', '/\t\\evil.example', '/%09/evil.example'])(
    'never leaves the site for %j, which a browser reads as another site or not as a path',
    (next) => {
      const target = safeReturnPath(next);
      expect(new URL(target, 'https://shop.example/login').origin).toBe('https://shop.example');
    },
  );

  // Dot segments are resolved away, leaving a path that starts with two slashes: the router then
  // takes it for a link to another site.
  it.each(['/.//evil.example', '/..//evil.example/phish?x=1', '/%2e//evil.example', '/.\\/evil.example', '/a/..//evil.example/x', '/./\\evil.example'])(
    'refuses %j, whose dot segments leave //evil.example',
    (next) => {
      const target = safeReturnPath(next);
      expect(target).toBe('/');
      expect(new URL(target, 'https://shop.example/login').origin).toBe('https://shop.example');
    },
  );

  it('gives back the path as a browser reads it', () => {
    expect(safeReturnPath('/cart#lines')).toBe('/cart#lines');
    expect(safeReturnPath('/search page/rice')).toBe('/search%20page/rice');
  });

  it('never returns to a sign-in page', () => {
    expect(safeReturnPath('/login?next=/cart')).toBe('/');
    expect(safeReturnPath('/verify-email')).toBe('/');
    expect(safeReturnPath('/Login?next=/cart')).toBe('/');
    expect(safeReturnPath('/\tlogin')).toBe('/');
  });
});

describe('loginHref', () => {
  it('carries the current page', () => {
    expect(loginHref('/cart')).toBe('/login?next=%2Fcart');
  });

  it('drops home and sign-in pages', () => {
    expect(loginHref('/')).toBe('/login');
    expect(loginHref('/signup')).toBe('/login');
  });
});
