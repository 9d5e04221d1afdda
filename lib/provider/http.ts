import 'server-only';
import type { z } from 'zod';
import { providerBaseUrl } from './config';
import { invalidResponseError, isProviderError, isRefusal, rejectedError, timeoutError, unavailableError } from './errors';
import { providerFailureLine } from './failure-log';

export const DEFAULT_TIMEOUT_MS = 8000;

/** Next's fetch cache options, passed through untouched for public catalogue calls. */
export interface FetchCache {
  next?: { revalidate?: number | false; tags?: string[] };
  cache?: RequestCache;
}

export type QueryParams = Record<string, string | number | undefined>;

export interface ProviderRequest<S extends z.ZodType> {
  /** Below the API base, e.g. `/allProducts`; build it with `apiPath` so ids are encoded. */
  path: string;
  /** The path as a failure's log line names it, for a path that carries a buyer's data (an email). */
  logPath?: string;
  schema: S;
  method?: 'GET' | 'POST' | 'DELETE';
  query?: QueryParams;
  /** A FormData is sent as multipart; anything else as JSON. */
  body?: unknown;
  token?: string;
  timeoutMs?: number;
  cache?: FetchCache;
}

/** `apiPath\`/productDetails/${id}\``: every interpolated value is URL-encoded as one path segment. */
export function apiPath(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce((path, part, i) => {
    const value = values[i - 1];
    return path + (value === undefined ? '' : encodeURIComponent(String(value))) + part;
  });
}

/**
 * Whether a path names something below the API base: no segment is empty, '.' or '..', which
 * encoding leaves as they are and a URL reads as this folder or the one above (an id of '..' made
 * `/addToCart/..` the API's root).
 */
function isPlainPath(path: string): boolean {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

function buildUrl(path: string, query: QueryParams | undefined): string {
  const url = `${providerBaseUrl()}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

type NextRequestInit = RequestInit & Pick<FetchCache, 'next'>;

function buildInit(req: ProviderRequest<z.ZodType>, signal: AbortSignal): NextRequestInit {
  // Without this header the real provider answers 401/422 as a 500 (a redirect to a missing login route).
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (req.token) headers.Authorization = `Bearer ${req.token}`;
  let body: BodyInit | undefined;
  if (req.body instanceof FormData) {
    body = req.body;
  } else if (req.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  // A buyer's data must never land in Next's shared fetch cache.
  const cache: FetchCache = req.token ? { cache: 'no-store' } : (req.cache ?? {});
  return { method: req.method ?? 'GET', headers, body, signal, ...cache };
}

/** The raw answer; network failures and timeouts become ProviderErrors here. */
async function send(req: ProviderRequest<z.ZodType>): Promise<{ status: number; text: string }> {
  const signal = AbortSignal.timeout(req.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  // Next's fetch drops the signal when it refreshes a cached page in the background, so the time
  // limit is also raced here: a hung provider must not hold a refresh for minutes.
  const timeUp = new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
  try {
    const response = await Promise.race([fetch(buildUrl(req.path, req.query), buildInit(req, signal)), timeUp]);
    // Read inside the try: the timeout also covers a body that stalls.
    return { status: response.status, text: await Promise.race([response.text(), timeUp]) };
  } catch (error) {
    // Ours is the only abort source, so an aborted signal means the time ran out.
    throw signal.aborted ? timeoutError(error, { change: (req.method ?? 'GET') !== 'GET' }) : unavailableError(error);
  }
}

const NOT_JSON = Symbol('not json');

/** JSON whatever the Content-Type says: confirmOrder sends its JSON as text/html. */
function parseJson(text: string): unknown {
  if (text.trim() === '') return NOT_JSON;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

/** Where and what, never the values: a response may carry data that must not reach a log. */
function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * The one way to call the provider: sends the request, turns every failure into a ProviderError,
 * logs the failures an operator must see (lib/provider/failure-log.ts), and returns the answer as
 * `schema` parses it.
 */
export async function providerRequest<S extends z.ZodType>(req: ProviderRequest<S>): Promise<z.output<S>> {
  // An empty or dot id names nothing, as an unknown id does: answered so, without asking the provider.
  if (!isPlainPath(req.path)) throw rejectedError(404, {});
  const started = performance.now();
  try {
    return await answerOf(req);
  } catch (error) {
    // Logged here, once: callers turn these into a buyer's message or a page's fallback.
    const line = isProviderError(error) ? providerFailureLine(req.method ?? 'GET', req.logPath ?? req.path, error, performance.now() - started) : null;
    if (line) console.error(line);
    throw error;
  }
}

async function answerOf<S extends z.ZodType>(req: ProviderRequest<S>): Promise<z.output<S>> {
  const { status, text } = await send(req);
  const payload = parseJson(text);
  if (status < 200 || status >= 300) throw rejectedError(status, payload === NOT_JSON ? null : payload);
  if (payload === NOT_JSON) throw invalidResponseError(`${req.path}: the body is not JSON (HTTP ${status})`);
  const parsed = req.schema.safeParse(payload);
  if (!parsed.success) throw invalidResponseError(`${req.path}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/**
 * For calls where the provider's refusal with `status` only means "nothing here" or, for a change,
 * "already as asked" ("already in the wishlist", "not found" on a removal: a second tab, a double
 * tap): that refusal becomes `fallback`.
 */
export async function orOnRefusal<T, F>(request: Promise<T>, status: number, fallback: F): Promise<T | F> {
  try {
    return await request;
  } catch (error) {
    if (isRefusal(error, status)) return fallback;
    throw error;
  }
}

/** `orOnRefusal` for the provider's 404. */
export const orOnNotFound = <T, F>(request: Promise<T>, fallback: F): Promise<T | F> => orOnRefusal(request, 404, fallback);
