import http from 'node:http';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './support/test';
import { e2eEnv, providerUrl, storefrontUrl } from './support/env';
import { productsPage } from './support/catalogue';

/** One of every kind of response the storefront gives: prerendered, dynamic, redirect, 404, API, asset, image, media. */
async function everyKindOfResponse(request: APIRequestContext): Promise<[string, () => Promise<APIResponse>][]> {
  const { products } = await productsPage(1, 1);
  const product = products[0]!;
  const home = await (await request.get('/')).text();
  const chunk = /\/_next\/static\/chunks\/[^"]+\.js/.exec(home)?.[0];
  expect(chunk, 'a script chunk in the home page').toBeTruthy();
  const get = (path: string) => () => request.get(path, { maxRedirects: 0 });
  return [
    ['home', get('/')],
    ['product page', get(`/product/${product.productId}`)],
    ['search page', get('/searchpage/rice')],
    ['static page', get('/terms-of-service')],
    ['login page', get('/login')],
    ['account screen redirect', get('/cart')],
    ['casing redirect', get('/AllProduct')],
    ['unknown page', get('/no-such-page')],
    ['unknown product', get('/product/AGP000000')],
    ['API read', get('/api/session')],
    ['API read needing a buyer', get('/api/cart')],
    ['API refusal', () => request.post('/api/auth/login', { headers: { Origin: 'https://evil.example' }, data: {} })],
    ['API bad body', () => request.post('/api/auth/login', { headers: { 'Content-Type': 'application/json' }, data: '{not json' })],
    ['script chunk', get(chunk!)],
    ['optimized image', get('/_next/image?url=%2Fbanners%2Fhero-fresh.webp&w=640&q=75')],
    ['product picture', get(`/media/product_images/${product.productId}-1.webp`)],
    ['robots.txt', get('/robots.txt')],
    ['sitemap index', get('/sitemap.xml')],
    ['sitemap', get('/sitemaps/sitemap/0.xml')],
    ['web app manifest', get('/manifest.webmanifest')],
  ];
}

test('every kind of response carries the security headers', async ({ request }) => {
  test.skip(test.info().project.name !== 'desktop', 'server output: checked once, on desktop');
  for (const [kind, fetchIt] of await everyKindOfResponse(request)) {
    const response = await fetchIt();
    const headers = response.headers();
    expect(response.status(), kind).toBeLessThan(500);
    expect(headers['content-security-policy'], kind).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], kind).toContain("object-src 'none'");
    expect(headers['x-content-type-options'], kind).toBe('nosniff');
    expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], kind).toBe('DENY');
    expect(headers['permissions-policy'], kind).toContain('camera=()');
    expect(headers['strict-transport-security'], kind).toContain('max-age=');
    expect(headers['x-powered-by'], kind).toBeUndefined();
  }
});

test('no response echoes the provider address, a stack trace or a file path', async ({ request }) => {
  test.skip(test.info().project.name !== 'desktop', 'server output: checked once, on desktop');
  const providerHost = new URL(providerUrl).host;
  const probes: [string, () => Promise<APIResponse>][] = [
    ...(await everyKindOfResponse(request)).filter(([kind]) => !['script chunk', 'optimized image', 'product picture'].includes(kind)),
    ['media path escaping its folder', () => request.get('/media/..%2F..%2Fetc%2Fpasswd')],
    ['media of an unknown file', () => request.get('/media/product_images/nothing-here.webp')],
    ['image of a foreign host', () => request.get('/_next/image?url=https%3A%2F%2Fevil.example%2Fa.png&w=640&q=75')],
    ['reviews of an unknown product', () => request.get('/api/products/AGP000000/reviews')],
    ['an oversized search term', () => request.get(`/searchpage/${'x'.repeat(3000)}`)],
    ['a wrong method', () => request.put('/api/session', { data: {} })],
    ['checkout without a session', () => request.post('/api/checkout', { data: { paymentMethod: 'paystack' } })],
  ];
  for (const [kind, fetchIt] of probes) {
    const response = await fetchIt();
    const body = await response.text();
    expect(response.status(), kind).toBeLessThan(500);
    expect(body, kind).not.toContain(providerHost);
    expect(body, kind).not.toContain(`:${e2eEnv.providerPort}`);
    expect(body, kind).not.toMatch(/\n\s+at \S+ \(|node_modules|\/work\/|file:\/\//);
    expect(body, kind).not.toMatch(/SqliteError|ZodError|TypeError|ECONNREFUSED/);
  }
});

test('an idle keep-alive connection stays open past Node’s 5 s, so a front reusing it never meets a closed socket', async () => {
  test.skip(test.info().project.name !== 'desktop', 'the server’s connections do not depend on the viewport');
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${storefrontUrl}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });
  try {
    expect(await get()).toEqual({ status: 200, reused: false });
    // Past Node's default keepAliveTimeout, after which the server would have closed it.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await get(), 'the second request went out on the first one’s connection').toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});

test('a request body past the limit is refused with 413, whether or not its length is declared, and the server answers on', async ({ request }) => {
  test.skip(test.info().project.name !== 'desktop', 'server behaviour: checked once');
  const oversized = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200_000) });
  const declared = await request.post('/api/auth/login', { headers: { 'Content-Type': 'application/json' }, data: oversized });
  expect(declared.status()).toBe(413);
  expect(await declared.json()).toEqual({ message: 'The request is too large.' });

  // Chunked: no Content-Length to go by, so the limit is counted as the body is read.
  const chunked = await new Promise<number>((resolve, reject) => {
    const post = http.request(`${storefrontUrl}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: storefrontUrl } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    post.on('error', reject);
    for (let sent = 0; sent < 4; sent += 1) post.write(oversized.slice(sent * 50_000, (sent + 1) * 50_000));
    post.end(oversized.slice(200_000));
  });
  expect(chunked).toBe(413);
  expect((await request.get('/api/health')).status()).toBe(200);
});
