import net from 'node:net';
import { z } from 'zod';
import { providerBaseUrl, providerOrigin } from '../config';
import { CHANGE_TIMEOUT_MESSAGE, INVALID_RESPONSE_MESSAGE, ProviderError, REJECTED_FALLBACK_MESSAGE, UNAVAILABLE_MESSAGE } from '../errors';
import { apiPath, orOnNotFound, providerRequest } from '../http';
import { answer, caught, hangingAnswer, jsonBody, mockProvider, onlyRequest, TEST_API, withMockProvider } from './support/fetch-mock';

withMockProvider();

const messageSchema = z.object({ message: z.string() });
const TOKEN = '42|s3cr3tTokenValueThatMustNeverLeak0000000';

/** A port nothing listens on: connecting to it is refused at once. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function providerError(call: Promise<unknown>): Promise<ProviderError> {
  const error = await caught(call);
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('config', () => {
  const saved = { url: process.env.PROVIDER_API_URL, port: process.env.PROVIDER_PORT };
  afterEach(() => {
    process.env.PROVIDER_PORT = saved.port;
    if (saved.port === undefined) delete process.env.PROVIDER_PORT;
  });

  it('defaults to the local sandbox on PROVIDER_PORT, else 4000', () => {
    delete process.env.PROVIDER_API_URL;
    delete process.env.PROVIDER_PORT;
    expect(providerBaseUrl()).toBe('http://127.0.0.1:4000/api');
    process.env.PROVIDER_PORT = '4100';
    expect(providerBaseUrl()).toBe('http://127.0.0.1:4100/api');
  });

  it('reads PROVIDER_API_URL on every call and strips trailing slashes', () => {
    process.env.PROVIDER_API_URL = 'https://api.example.com/api/';
    expect(providerBaseUrl()).toBe('https://api.example.com/api');
    expect(providerOrigin()).toBe('https://api.example.com');
    process.env.PROVIDER_API_URL = 'http://10.0.0.2:9000/backend/api';
    expect(providerOrigin()).toBe('http://10.0.0.2:9000/backend');
  });
});

describe('providerRequest: what is sent', () => {
  it('always asks for JSON, sends the bearer token and a JSON body, and never caches a signed-in call', async () => {
    const requests = answer(200, { message: 'ok' });
    await providerRequest({
      method: 'POST',
      path: '/addToCart/AGP1',
      body: { quantity: 2 },
      token: TOKEN,
      schema: messageSchema,
      cache: { next: { revalidate: 10 } },
    });
    const request = onlyRequest(requests);
    expect(request.url.href).toBe(`${TEST_API}/addToCart/AGP1`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('accept')).toBe('application/json');
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(jsonBody(request)).toEqual({ quantity: 2 });
    expect(request.init.cache).toBe('no-store');
    expect(request.init.next).toBeUndefined();
  });

  it("passes Next's cache options through for public calls and drops undefined query values", async () => {
    const requests = answer(200, { message: 'ok' });
    const cache = { next: { revalidate: 10, tags: ['catalogue'] } };
    await providerRequest({ path: '/allProducts', query: { page: 2, per_page: 10, sort: undefined }, schema: messageSchema, cache });
    const request = onlyRequest(requests);
    expect(request.url.search).toBe('?page=2&per_page=10');
    expect(request.init.next).toEqual(cache.next);
    expect(request.headers.get('authorization')).toBeNull();
    expect(request.body).toBeUndefined();
  });

  it('sends FormData as multipart, leaving the boundary to fetch', async () => {
    const requests = answer(200, { message: 'ok' });
    const form = new FormData();
    form.append('profile_photo', new Blob(['x'], { type: 'image/png' }), 'me.png');
    await providerRequest({ method: 'POST', path: '/updateBuyerProfilePicture', body: form, token: TOKEN, schema: messageSchema });
    const request = onlyRequest(requests);
    expect(request.body).toBe(form);
    expect(request.headers.get('content-type')).toBeNull();
  });

  it('follows PROVIDER_API_URL changes between calls', async () => {
    const requests = mockProvider({ body: { message: 'a' } }, { body: { message: 'b' } });
    await providerRequest({ path: '/hotDeals', schema: messageSchema });
    process.env.PROVIDER_API_URL = 'http://other.test:5000/api/';
    await providerRequest({ path: '/hotDeals', schema: messageSchema });
    expect(requests.map((r) => r.url.href)).toEqual([`${TEST_API}/hotDeals`, 'http://other.test:5000/api/hotDeals']);
  });

  it('encodes interpolated path segments', () => {
    expect(apiPath`/getOrderById/${'12/../34'}`).toBe('/getOrderById/12%2F..%2F34');
    expect(apiPath`/resend/${'a+b@x.com'}/x`).toBe('/resend/a%2Bb%40x.com/x');
    expect(apiPath`/productDetails/${'...'}`).toBe('/productDetails/...');
  });

  it.each(['..', '.', ''])('answers an id of %j as unknown (404) without asking the provider', async (id) => {
    const requests = mockProvider({ body: { message: 'the API root' } });
    const error = await caught(providerRequest({ path: apiPath`/addToCart/${id}`, schema: messageSchema, method: 'POST' }));
    expect(error).toMatchObject({ kind: 'rejected', status: 404 });
    expect(requests).toHaveLength(0);
    await expect(orOnNotFound(providerRequest({ path: apiPath`/getOrderById/${id}`, schema: messageSchema }), null)).resolves.toBeNull();
  });
});

describe('providerRequest: reading answers', () => {
  it('parses JSON sent as text/html (confirmOrder does that)', async () => {
    answer(200, JSON.stringify({ message: 'html but json' }), 'text/html; charset=UTF-8');
    await expect(providerRequest({ path: '/confirmOrder/AGB1', schema: messageSchema })).resolves.toEqual({ message: 'html but json' });
  });

  it('answers a non-JSON 200 as invalid_response (502)', async () => {
    answer(200, '<html><body>Transaction success</body></html>', 'text/html');
    const error = await providerError(providerRequest({ path: '/viewCart', schema: messageSchema }));
    expect(error).toMatchObject({ kind: 'invalid_response', status: 502, message: INVALID_RESPONSE_MESSAGE, explained: false });
  });

  it('answers an empty 200 as invalid_response', async () => {
    answer(200, '');
    expect(await providerError(providerRequest({ path: '/viewCart', schema: messageSchema }))).toMatchObject({ kind: 'invalid_response' });
  });

  it('answers a schema mismatch as invalid_response, describing where but never the values', async () => {
    answer(200, { message: 42, secret: 'do-not-log' });
    const error = await providerError(providerRequest({ path: '/viewCart', schema: messageSchema }));
    expect(error).toMatchObject({ kind: 'invalid_response', status: 502, message: INVALID_RESPONSE_MESSAGE });
    expect(error.detail).toContain('message');
    expect(error.detail).not.toContain('42');
    expect(error.detail).not.toContain('do-not-log');
  });

  it("reads a refusal's message and the field errors under `error` (manual validators)", async () => {
    answer(422, { message: 'Validations fails', error: { email: ['The email has already been taken.'], phone: 'The phone field is required.' } });
    const error = await providerError(providerRequest({ method: 'POST', path: '/signup', body: {}, schema: messageSchema }));
    expect(error).toMatchObject({
      kind: 'rejected',
      status: 422,
      message: 'Validations fails',
      explained: true,
      fieldErrors: { email: ['The email has already been taken.'], phone: ['The phone field is required.'] },
    });
  });

  it('reads field errors under `errors` (Laravel standard, profile photo)', async () => {
    answer(422, { message: 'Validations failed', errors: { profile_photo: ['The profile photo field must be an image.'] } });
    const error = await providerError(providerRequest({ method: 'POST', path: '/updateBuyerProfilePicture', schema: messageSchema }));
    expect(error.fieldErrors).toEqual({ profile_photo: ['The profile photo field must be an image.'] });
  });

  it('uses `error` as the message when it is a string and there is no message', async () => {
    answer(400, { error: 'The otp field is required.' });
    const error = await providerError(providerRequest({ method: 'POST', path: '/verifyBuyerEmail', schema: messageSchema }));
    expect(error).toMatchObject({ kind: 'rejected', status: 400, message: 'The otp field is required.', explained: true, fieldErrors: {} });
  });

  it('keeps 401 as 401 so the session can be cleared', async () => {
    answer(401, { message: 'Unauthenticated.' });
    const error = await providerError(providerRequest({ path: '/viewCart', token: TOKEN, schema: messageSchema }));
    expect(error).toMatchObject({ kind: 'rejected', status: 401, message: 'Unauthenticated.' });
  });

  it('keeps the status of a non-JSON error page, with a neutral message', async () => {
    answer(500, '<!DOCTYPE html><title>Server Error</title>', 'text/html');
    const error = await providerError(providerRequest({ path: '/viewCart', schema: messageSchema }));
    expect(error).toMatchObject({ kind: 'rejected', status: 500, message: REJECTED_FALLBACK_MESSAGE, explained: false });
  });

  it('takes the framework’s default bodies, which only name the status, for no reason at all', async () => {
    // Laravel answers an uncaught exception with {"message":"Server Error"} (and aborts with the
    // status's phrase): the route's own text for an unexplained failure must be shown instead.
    for (const [status, given] of [
      [500, 'Server Error'],
      [503, 'Service Unavailable'],
      [404, 'Not Found'],
      [405, 'Method Not Allowed.'],
    ] as const) {
      answer(status, { message: given });
      const error = await providerError(providerRequest({ method: 'POST', path: '/addFeedback', body: {}, schema: messageSchema }));
      expect(error).toMatchObject({ kind: 'rejected', status, message: REJECTED_FALLBACK_MESSAGE, explained: false });
      expect(error.detail).toBeUndefined();
    }
    // A reason given beside it, under `error`, is the reason.
    answer(500, { message: 'Server Error', error: 'The feedback could not be saved.' });
    const error = await providerError(providerRequest({ method: 'POST', path: '/addFeedback', body: {}, schema: messageSchema }));
    expect(error).toMatchObject({ message: 'The feedback could not be saved.', explained: true });
  });

  it('leaves the exception text of a 500 out of the message (SQL and its values, PHP files, errors), keeping what the reason says', async () => {
    const cases: [string, string | null][] = [
      [
        "An error occurred during checkout: SQLSTATE[23000]: Integrity constraint violation: 1048 Column 'phone' cannot be null (SQL: insert into `orders` (`customer_email`) values (ada@example.com))",
        'An error occurred during checkout.',
      ],
      ['An error occurred while adding the product to cart: Call to a member function toArray() on null', 'An error occurred while adding the product to cart.'],
      ['An error occurred during payment callback: Undefined array key "data" in /var/www/app/Http/Controllers/CartController.php:412', 'An error occurred during payment callback.'],
      ['Illuminate\\Database\\QueryException: SQLSTATE[HY000] [2002] Connection refused', null],
      ['SQLSTATE[HY000] [2002] Connection refused', null],
      // Its HTTP client's failures towards the gateways and its other services: their hosts, addresses and answers.
      [
        'An error occurred during checkout: cURL error 6: Could not resolve host: api.paystack.co (see https://curl.haxx.se/libcurl/c/libcurl-errors.html) for https://api.paystack.co/transaction/initialize',
        'An error occurred during checkout.',
      ],
      [
        'An error occurred during checkout: Client error: `POST https://api.stripe.com/v1/checkout/sessions` resulted in a `401 Unauthorized` response',
        'An error occurred during checkout.',
      ],
      ['An error occurred while retrieving cart items: Connection refused [tcp://10.0.3.7:6379]', 'An error occurred while retrieving cart items.'],
      // The gateways refusing its keys: the operator's to fix, and a key's first characters are no buyer's business.
      ['An error occurred during checkout: Invalid API Key provided: sk_test_****************************a1B2', 'An error occurred during checkout.'],
      ['Invalid key', null],
      ['An error occurred during payment callback: App\\Models\\Order::markPaid(): Argument #1 ($reference) must be of type string', 'An error occurred during payment callback.'],
      // Reasons that name nothing internal stay whole, validation summaries included.
      ['An error occurred during checkout: The city field is required.', 'An error occurred during checkout: The city field is required.'],
      ['Payment was not successful: Declined', 'Payment was not successful: Declined'],
    ];
    for (const [given, shown] of cases) {
      answer(500, { status: false, message: given });
      const error = await providerError(providerRequest({ method: 'POST', path: '/confirmOrder/AGB1', body: {}, schema: messageSchema }));
      expect(error).toMatchObject({ kind: 'rejected', status: 500, message: shown ?? REJECTED_FALLBACK_MESSAGE, explained: shown !== null });
      expect(error.detail ?? '').not.toMatch(/example\.com|SQLSTATE|CartController|paystack\.co|stripe\.com|10\.0\.3\.7|Models|sk_test/);
    }
  });

  it('orOnNotFound turns only a 404 into the fallback', async () => {
    mockProvider({ status: 404, body: { message: 'No products found.' } }, { status: 500, body: { message: 'boom' } });
    await expect(orOnNotFound(providerRequest({ path: '/allProducts', schema: messageSchema }), 'empty')).resolves.toBe('empty');
    await expect(orOnNotFound(providerRequest({ path: '/allProducts', schema: messageSchema }), 'empty')).rejects.toMatchObject({ status: 500 });
  });
});

describe('providerRequest: when the provider is not there', () => {
  it('answers a timeout as kind timeout (504)', async () => {
    mockProvider(hangingAnswer);
    const error = await providerError(providerRequest({ path: '/viewCart', token: TOKEN, schema: messageSchema, timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout', status: 504 });
    expect(error.message).toMatch(/took too long/);
  });

  it('keeps to the time limit when fetch ignores the signal (Next refreshing a cached page)', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const error = await providerError(providerRequest({ path: '/allProducts', schema: messageSchema, timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout', status: 504 });
  });

  it('warns that a change which timed out may still go through, so it is not simply sent again', async () => {
    mockProvider(hangingAnswer);
    const error = await providerError(providerRequest({ method: 'POST', path: '/addToCart/AGP1', body: { quantity: 1 }, token: TOKEN, schema: messageSchema, timeoutMs: 20 }));
    expect(error).toMatchObject({ kind: 'timeout', status: 504, message: CHANGE_TIMEOUT_MESSAGE });
  });

  it('answers a network failure as unavailable (503)', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }));
    const error = await providerError(providerRequest({ path: '/viewCart', schema: messageSchema }));
    expect(error).toMatchObject({ kind: 'unavailable', status: 503, message: UNAVAILABLE_MESSAGE });
  });

  it('answers a real refused connection as unavailable', async () => {
    const port = await closedPort();
    process.env.PROVIDER_API_URL = `http://127.0.0.1:${port}/api`;
    const error = await providerError(providerRequest({ path: '/viewCart', token: TOKEN, schema: messageSchema }));
    expect(error).toMatchObject({ kind: 'unavailable', status: 503 });
  });

  it('never puts the token in a message or detail', async () => {
    mockProvider({ status: 200, body: 'not json' }, hangingAnswer);
    const errors = [
      await providerError(providerRequest({ path: '/viewCart', token: TOKEN, schema: messageSchema })),
      await providerError(providerRequest({ path: '/viewCart', token: TOKEN, schema: messageSchema, timeoutMs: 10 })),
    ];
    for (const error of errors) {
      expect(`${error.message} ${error.detail ?? ''} ${JSON.stringify(error)}`).not.toContain('s3cr3t');
    }
  });
});

describe('providerRequest: the operator’s log', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());
  const lines = () => logged.mock.calls.map((call) => call.join(' '));

  it('names the call, the failure, its cause and the time taken, for each kind of failure', async () => {
    const port = await closedPort();
    process.env.PROVIDER_API_URL = `http://127.0.0.1:${port}/api`;
    await caught(providerRequest({ method: 'POST', path: '/updateCartItem/5', body: { new_quantity: 2 }, token: TOKEN, schema: messageSchema }));
    delete process.env.PROVIDER_API_URL;
    mockProvider({ status: 500, body: { message: 'SQLSTATE[23000]: insert into orders values (ada@example.com)' } }, { status: 200, body: '<html>' }, { status: 200, body: { message: 7 } }, hangingAnswer);
    await caught(providerRequest({ method: 'POST', path: '/confirmOrder/AGB7', body: { email: 'ada@example.com' }, token: TOKEN, schema: messageSchema }));
    await caught(providerRequest({ path: '/viewCart', token: TOKEN, schema: messageSchema }));
    await caught(providerRequest({ path: '/allProducts', query: { search_query: 'ada@example.com' }, schema: messageSchema }));
    await caught(providerRequest({ path: '/viewCart', token: TOKEN, schema: messageSchema, timeoutMs: 20 }));
    expect(lines()).toEqual([
      expect.stringMatching(/^\[provider\] POST \/updateCartItem\/5: unavailable \(ECONNREFUSED\) after \d+ ms$/),
      expect.stringMatching(/^\[provider\] POST \/confirmOrder\/AGB7: answered 500 .*after \d+ ms$/),
      expect.stringMatching(/^\[provider\] GET \/viewCart: invalid response \(.*not JSON.*\) after \d+ ms$/),
      expect.stringMatching(/^\[provider\] GET \/allProducts: invalid response \(.*message.*\) after \d+ ms$/),
      expect.stringMatching(/^\[provider\] GET \/viewCart: timeout after \d+ ms$/),
    ]);
    // Neither the token, the body, the query nor the provider's answer: they carry buyers' data.
    for (const line of lines()) expect(line).not.toMatch(/s3cr3t|ada@example|SQLSTATE|quantity/);
  });

  it('leaves out a refusal below 500, which is the provider’s answer (an unknown product, a wrong password)', async () => {
    mockProvider({ status: 404, body: { message: 'Product not found' } }, { status: 422, body: { message: 'The email has already been taken.' } });
    await caught(providerRequest({ path: '/productDetails/AGP9', schema: messageSchema }));
    await caught(providerRequest({ method: 'POST', path: '/registerBuyer', body: {}, schema: messageSchema }));
    expect(lines()).toEqual([]);
  });
});
