import { PAGE_BUYER_HEADER } from '@/lib/session/page-buyer';

/** The browser's only way to the server: same-origin JSON calls to our route handlers. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'Network error. Please check your connection and try again.';
const UNEXPECTED = 'Something went wrong. Please try again.';
/** An answer whose body is not JSON. */
const UNREADABLE = Symbol('unreadable');

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function toFieldErrors(value: unknown): Record<string, string[]> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string[]] => Array.isArray(entry[1])),
  );
}

/** A flow's own texts (spec section 8) for a failed fetch and for a failure the answer does not explain. */
export interface FailureTexts {
  network?: string;
  unexplained?: string;
}

interface Init {
  method?: string;
  body?: unknown;
  failures?: FailureTexts;
}

/** The buyer this page was drawn for, or null before it knows of one (actAsBuyer). */
let pageBuyer: string | null = null;

/**
 * Names the buyer this page acts for: every call carries it, and a call whose session has since
 * become another buyer's (signed in again in another tab) is refused instead of reaching that account.
 */
export function actAsBuyer(userId: string | null): void {
  pageBuyer = userId;
}

/** The page's buyer, as a header for a call made without apiFetch (an upload, the review's own reading). */
export const pageBuyerHeaders = (): Record<string, string> => (pageBuyer === null ? {} : { [PAGE_BUYER_HEADER]: pageBuyer });

/** The buyer the page acts for (actAsBuyer), or null. */
export const actingBuyer = (): string | null => pageBuyer;

export async function apiFetch<T>(path: string, { failures = {}, ...init }: Init = {}): Promise<T> {
  const headers: Record<string, string> = { ...pageBuyerHeaders() };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(failures.network ?? NETWORK_ERROR, 0);
  }
  const body: unknown = await response.json().catch(() => UNREADABLE);
  if (!response.ok) {
    const { message, errors } = (body === UNREADABLE || body === null ? {} : body) as ErrorBody;
    const explained = typeof message === 'string' && message.trim() !== '';
    throw new ApiError(explained ? message : (failures.unexplained ?? UNEXPECTED), response.status, toFieldErrors(errors));
  }
  // Every handler of ours answers JSON: a success that is not (a proxy's or a captive portal's page)
  // says nothing of what happened, and taken for one it emptied forms and showed false successes.
  if (body === UNREADABLE) throw new ApiError(failures.unexplained ?? UNEXPECTED, response.status);
  return body as T;
}

/** A change our server gave up waiting for (504): the provider may still carry it out, so it did not simply fail. */
export const mayStillHappen = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 504;

/**
 * Sends a change. When our server gave up waiting, `find` looks where the change would show, and
 * what it finds is the answer: the change went through, and the buyer must not be led to make it
 * twice. Finding nothing (or failing to look) keeps the timeout, which says it may still happen.
 */
export async function sendOrFind<T>(send: () => Promise<T>, find: () => Promise<T | undefined>): Promise<T> {
  try {
    return await send();
  } catch (failure) {
    if (!mayStillHappen(failure)) throw failure;
    const found = await find().catch(() => undefined);
    if (found === undefined) throw failure;
    return found;
  }
}

export const apiPost = <T>(path: string, body: unknown = {}, failures?: FailureTexts) => apiFetch<T>(path, { method: 'POST', body, failures });
