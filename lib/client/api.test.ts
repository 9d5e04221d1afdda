import { ApiError, apiFetch, mayStillHappen, NETWORK_ERROR, sendOrFind } from './api';

const FLOW_TEXTS = { network: 'Network error', unexplained: 'Submission failed. Please try again.' };

function answer(response: Response | Error) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => null, (reason: unknown) => reason);
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => jest.restoreAllMocks());

describe('apiFetch failures', () => {
  test("a failed fetch is status 0 with the network text, the flow's own when it has one", async () => {
    answer(new TypeError('Failed to fetch'));
    expect(await failureOf(apiFetch('/api/cart'))).toMatchObject({ status: 0, message: NETWORK_ERROR });
    expect(await failureOf(apiFetch('/api/cart', { failures: FLOW_TEXTS }))).toMatchObject({ status: 0, message: 'Network error' });
  });

  test("an answer's message is shown as it is, with its field errors", async () => {
    answer(Response.json({ message: 'Quantity exceeds available stock', errors: { quantity: ['Too many'] } }, { status: 422 }));
    const error = await failureOf(apiFetch('/api/cart/5', { method: 'PATCH', body: { quantity: 9 }, failures: FLOW_TEXTS }));
    expect(error).toMatchObject({ status: 422, message: 'Quantity exceeds available stock', fieldErrors: { quantity: ['Too many'] } });
  });

  test.each([
    ['an HTML error page', new Response('<h1>502 Bad Gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } })],
    ['JSON without a message', Response.json({}, { status: 500 })],
    ['a blank message', Response.json({ message: '  ' }, { status: 500 })],
  ])("%s gets the flow's text for an unexplained failure", async (_, response) => {
    answer(response);
    expect(await failureOf(apiFetch('/api/tickets', { method: 'POST', body: {}, failures: FLOW_TEXTS }))).toMatchObject({
      status: response.status,
      message: FLOW_TEXTS.unexplained,
    });
  });

  test.each([
    ['an HTML page', () => new Response('<html><body>Sign in to the Wi-Fi</body></html>', { status: 200, headers: { 'content-type': 'text/html' } })],
    ['cut-off JSON', () => new Response('{"message":"Ticket crea', { status: 201, headers: { 'content-type': 'application/json' } })],
    ['no body at all', () => new Response('', { status: 200 })],
  ])("a success that is %s is no success: the flow's text for an unexplained failure", async (_, response) => {
    answer(response());
    expect(await failureOf(apiFetch('/api/tickets', { method: 'POST', body: {}, failures: FLOW_TEXTS }))).toMatchObject({
      message: FLOW_TEXTS.unexplained,
    });
    answer(response());
    expect((await failureOf(apiFetch('/api/profile'))).message).toBe('Something went wrong. Please try again.');
  });

  test('a success in JSON is its body', async () => {
    answer(Response.json({ message: 'Product added to cart successfully.' }));
    await expect(apiFetch('/api/cart', { method: 'POST', body: {} })).resolves.toEqual({ message: 'Product added to cart successfully.' });
  });

  test('without a text of its own, an unexplained failure says something went wrong', async () => {
    answer(Response.json({}, { status: 500 }));
    expect((await failureOf(apiFetch('/api/wishlist'))).message).toBe('Something went wrong. Please try again.');
  });
});

test('only a change our server gave up waiting for (504) may still happen', () => {
  expect(mayStillHappen(new ApiError('The marketplace service took too long to answer…', 504))).toBe(true);
  for (const status of [0, 500, 502, 503]) expect(mayStillHappen(new ApiError('Failed', status))).toBe(false);
  expect(mayStillHappen(new Error('timeout'))).toBe(false);
});

describe('sendOrFind', () => {
  const timedOut = new ApiError('may still go through', 504);
  const fails = (error: Error) => () => Promise.reject(error);

  test('answers with what the change answers, without looking', async () => {
    const find = jest.fn(async () => 'found');
    await expect(sendOrFind(async () => 'sent', find)).resolves.toBe('sent');
    expect(find).not.toHaveBeenCalled();
  });

  test('after a timeout, answers with the change found where it shows', async () => {
    await expect(sendOrFind(fails(timedOut), async () => 'found')).resolves.toBe('found');
  });

  test('keeps the timeout when the change is not found, or looking for it fails', async () => {
    await expect(sendOrFind(fails(timedOut), async () => undefined)).rejects.toBe(timedOut);
    await expect(sendOrFind(fails(timedOut), fails(new ApiError('offline', 0)))).rejects.toBe(timedOut);
  });

  test('never looks after any other failure: that change did not happen', async () => {
    const refused = new ApiError('Ticket is closed', 409);
    const find = jest.fn(async () => 'found');
    await expect(sendOrFind(fails(refused), find)).rejects.toBe(refused);
    expect(find).not.toHaveBeenCalled();
  });
});
