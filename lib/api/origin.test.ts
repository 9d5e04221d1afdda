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
});
