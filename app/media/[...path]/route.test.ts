import { GET } from './route';

jest.mock('server-only', () => ({}));

const fetchSpy = jest.spyOn(global, 'fetch');
const serve = (path: string[]) => GET(new Request('http://localhost/media'), { params: Promise.resolve({ path }) });
const PICTURE = ['product_images', 'yam.webp'];

describe('GET /media/…', () => {
  beforeAll(() => {
    process.env.PROVIDER_API_URL = 'http://provider.test/api';
  });
  afterEach(() => fetchSpy.mockReset());

  it('serves an upload from the folder, without following redirects', async () => {
    fetchSpy.mockResolvedValue(new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/webp', 'Content-Length': '3' } }));
    const response = await serve(PICTURE);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('3');
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('http://provider.test/uploads/product_images/yam.webp');
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ redirect: 'error' });
  });

  it('leaves out the length of a body that came compressed (fetch hands it over decoded)', async () => {
    fetchSpy.mockResolvedValue(new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/bmp', 'Content-Length': '2', 'Content-Encoding': 'gzip' } }));
    expect((await serve(PICTURE)).headers.get('content-length')).toBeNull();
  });

  it("answers a provider failure 502 that no cache keeps, not a cacheable 404, and lets its body go", async () => {
    const body = new ReadableStream({ start: (controller) => controller.enqueue(new Uint8Array([1])) });
    const cancelled = jest.spyOn(body, 'cancel');
    fetchSpy.mockResolvedValue(new Response(body, { status: 503 }));
    const response = await serve(PICTURE);
    expect(response.status).toBe(502);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(cancelled).toHaveBeenCalled();
  });

  it('answers a missing picture, or something that is no picture, 404 for a minute', async () => {
    fetchSpy.mockResolvedValueOnce(new Response('no', { status: 404 }));
    fetchSpy.mockResolvedValueOnce(new Response('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } }));
    for (let i = 0; i < 2; i += 1) {
      const response = await serve(PICTURE);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('public, max-age=60');
    }
  });

  it('answers a redirect (refused by fetch) or no answer 504, uncached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('fetch failed'));
    const response = await serve(PICTURE);
    expect(response.status).toBe(504);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
