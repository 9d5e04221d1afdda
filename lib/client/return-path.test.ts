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

  it('never returns to a sign-in page', () => {
    expect(safeReturnPath('/login?next=/cart')).toBe('/');
    expect(safeReturnPath('/verify-email')).toBe('/');
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
