import { isSameOrigin } from './origin';

const url = 'http://localhost:3000/api/auth/login';

function headers(values: Record<string, string>) {
  return new Headers({ host: 'localhost:3000', ...values });
}

describe('isSameOrigin', () => {
  it('accepts our own origin', () => {
    expect(isSameOrigin(headers({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }), url)).toBe(true);
  });

  it('rejects another origin', () => {
    expect(isSameOrigin(headers({ origin: 'https://evil.example' }), url)).toBe(false);
  });

  it('rejects a cross-site fetch even when Origin is missing', () => {
    expect(isSameOrigin(headers({ 'sec-fetch-site': 'cross-site' }), url)).toBe(false);
    expect(isSameOrigin(headers({ 'sec-fetch-site': 'same-site' }), url)).toBe(false);
  });

  it('rejects a malformed or null Origin', () => {
    expect(isSameOrigin(headers({ origin: 'null' }), url)).toBe(false);
  });

  it('accepts a request with neither header (not a browser, so no ambient cookie to abuse)', () => {
    expect(isSameOrigin(headers({}), url)).toBe(true);
  });

  it('compares with the forwarded host behind a proxy', () => {
    const forwarded = headers({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' });
    expect(isSameOrigin(forwarded, url)).toBe(true);
  });

  it("believes the browser's own same-origin behind a front that sends its own name as Host", () => {
    const rewritten = new Headers({ host: '127.0.0.1:3000', origin: 'https://agromarket.ng', 'sec-fetch-site': 'same-origin' });
    expect(isSameOrigin(rewritten, 'http://127.0.0.1:3000/api/cart', 'https://agromarket.ng')).toBe(true);
  });

  it('accepts the public origin (SITE_URL) from a browser that sends Origin only, and nothing else', () => {
    const oldBrowser = (origin: string) => new Headers({ host: '127.0.0.1:3000', origin });
    expect(isSameOrigin(oldBrowser('https://agromarket.ng'), 'http://127.0.0.1:3000/api/cart', 'https://agromarket.ng')).toBe(true);
    expect(isSameOrigin(oldBrowser('http://agromarket.ng'), 'http://127.0.0.1:3000/api/cart', 'https://agromarket.ng')).toBe(false);
    expect(isSameOrigin(oldBrowser('https://agromarket.ng.evil.example'), 'http://127.0.0.1:3000/api/cart', 'https://agromarket.ng')).toBe(false);
  });

  it('still refuses a cross-site request whose Origin names our public origin', () => {
    const forged = headers({ origin: 'https://agromarket.ng', 'sec-fetch-site': 'cross-site' });
    expect(isSameOrigin(forged, url, 'https://agromarket.ng')).toBe(false);
  });
});
