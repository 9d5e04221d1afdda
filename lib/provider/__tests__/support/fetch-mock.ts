/**
 * A stand-in provider for the client tests: `globalThis.fetch` answers from a queue of canned
 * responses and records every request, so tests check both what is sent and how answers are read.
 */

export interface MockAnswer {
  status?: number;
  /** A string is sent verbatim; anything else as JSON. */
  body?: unknown;
  contentType?: string;
}

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  init: RequestInit & { next?: { revalidate?: number | false; tags?: string[] } };
}

type Answer = MockAnswer | ((init: RequestInit) => Promise<Response>);

export const TEST_API = 'http://provider.test/api';

function toResponse({ status = 200, body, contentType = 'application/json' }: MockAnswer): Response {
  const text = typeof body === 'string' ? body : body === undefined ? '' : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

/** Queues answers for the next fetches and returns the list their requests are recorded into. */
export function mockProvider(...answers: Answer[]): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const queue = [...answers];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    requests.push({
      url: new URL(String(input)),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: init.body,
      init,
    });
    const answer = queue.shift();
    if (answer === undefined) throw new Error(`unexpected request to ${String(input)}`);
    return typeof answer === 'function' ? answer(init) : toResponse(answer);
  });
  return requests;
}

/** Shorthand for a single JSON answer. */
export function answer(status: number, body: unknown, contentType?: string): RecordedRequest[] {
  return mockProvider({ status, body, contentType });
}

/** A fetch that never answers until the request's signal aborts it (a hung provider). */
export function hangingAnswer(init: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });
}

/** The only request made; fails the test when there were others. */
export function onlyRequest(requests: RecordedRequest[]): RecordedRequest {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  if (!request) throw new Error('no request');
  return request;
}

export function jsonBody(request: RecordedRequest): unknown {
  return JSON.parse(String(request.body));
}

/** Installs the mock base URL before each test and removes every spy after it. */
export function withMockProvider(): void {
  const saved = process.env.PROVIDER_API_URL;
  beforeEach(() => {
    process.env.PROVIDER_API_URL = TEST_API;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    if (saved === undefined) delete process.env.PROVIDER_API_URL;
    else process.env.PROVIDER_API_URL = saved;
  });
}

/** Runs `call` and returns what it threw, failing the test when it did not throw. */
export async function caught(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
