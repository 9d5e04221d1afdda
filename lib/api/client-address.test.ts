import { clientAddress, trustedProxyHops } from './client-address';

const forwardedFor = (value: string) => new Headers({ 'x-forwarded-for': value });

test('with no trusted proxy, nothing in the header is believed', () => {
  expect(clientAddress(forwardedFor('203.0.113.7'), 0)).toBeNull();
});

test('the entry the outermost trusted proxy appended is the client, whatever the client wrote before it', () => {
  expect(clientAddress(forwardedFor('203.0.113.7'), 1)).toBe('203.0.113.7');
  expect(clientAddress(forwardedFor('1.2.3.4, 203.0.113.7'), 1)).toBe('203.0.113.7');
  // A CDN saw the client, the HAProxy before the instance saw the CDN.
  expect(clientAddress(forwardedFor('1.2.3.4,203.0.113.7, 198.51.100.2'), 2)).toBe('203.0.113.7');
});

test('a header shorter than the proxies that should have written it names nobody', () => {
  expect(clientAddress(forwardedFor('203.0.113.7'), 2)).toBeNull();
  expect(clientAddress(new Headers(), 1)).toBeNull();
  expect(clientAddress(forwardedFor('203.0.113.7, '), 1)).toBeNull();
});

test('TRUSTED_PROXY_HOPS is a whole number of proxies, else none', () => {
  const saved = process.env.TRUSTED_PROXY_HOPS;
  try {
    for (const [value, hops] of [['2', 2], ['', 0], ['-1', 0], ['1.5', 0], ['one', 0]] as const) {
      process.env.TRUSTED_PROXY_HOPS = value;
      expect(trustedProxyHops()).toBe(hops);
    }
  } finally {
    if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = saved;
  }
});
