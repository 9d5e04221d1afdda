import { createHarness, type Harness } from './support/harness';

describe('provider conventions (contract 2.0)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  test('an unknown path answers 404 JSON', async () => {
    const res = await h.request('GET', '/api/noSuchCall');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found.' });
  });

  test('the health check answers', async () => {
    const res = await h.request('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  test('a body over the limit answers 413 and a clear message', async () => {
    const res = await h.request('POST', '/api/loginBuyer', {
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'The request body is too large.' });
  });

  test('security headers are set on every response', async () => {
    const res = await h.request('GET', '/api/noSuchCall');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
