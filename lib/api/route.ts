import 'server-only';
import type { IronSession } from 'iron-session';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { ProviderError } from '@/lib/provider/errors';
import { PAGE_BUYER_HEADER } from '@/lib/session/page-buyer';
import { getSession, signedIn, type SessionData, type SignedInSession } from '@/lib/session/session';
import { JSON_BODY_MAX_BYTES } from './body-limit';
import { API_MESSAGES } from './messages';
import { isSameOrigin } from './origin';
import { fail } from './responses';

type Params = Record<string, string | string[] | undefined>;

interface Context<Body> {
  request: NextRequest;
  body: Body;
  params: Params;
  session: IronSession<SessionData>;
}

interface RouteOptions<Body> {
  /** Validates the JSON body; routes without one ignore the body. */
  body?: z.ZodType<Body>;
  /** The spec's text for this flow when the provider fails without a reason (section 8). */
  unexplained?: string;
  /** Set by buyerRoute: a visitor gets 401, and a page drawn for another buyer 409, before the body is read. */
  signedInOnly?: boolean;
}

type RouteHandler = (request: NextRequest, context: { params: Promise<Params> }) => Promise<Response>;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

type BodyRead = { ok: true; value: unknown } | { ok: false; status: 400 | 413 };

/** The JSON body, read no further than JSON_BODY_MAX_BYTES whether or not Content-Length is sent (or true). */
async function readJson(request: NextRequest): Promise<BodyRead> {
  if (Number(request.headers.get('content-length')) > JSON_BODY_MAX_BYTES) return { ok: false, status: 413 };
  // Inside the try: an upload the client breaks off makes the read throw, a bad request, not our failure.
  try {
    const chunks: Uint8Array[] = [];
    let size = 0;
    if (request.body) {
      const reader = request.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        size += read.value.byteLength;
        if (size > JSON_BODY_MAX_BYTES) {
          await reader.cancel().catch(() => {});
          return { ok: false, status: 413 };
        }
        chunks.push(read.value);
      }
    }
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
    return { ok: true, value: text ? JSON.parse(text) : {} };
  } catch {
    return { ok: false, status: 400 };
  }
}

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'form';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

function providerFailure(error: ProviderError, session: IronSession<SessionData>, unexplained: string | undefined) {
  if (error.status === 401 && session.token) {
    // The provider no longer knows this token (revoked elsewhere): forget it here too.
    session.destroy();
    return fail(401, API_MESSAGES.sessionEnded);
  }
  const message = !error.explained && unexplained ? unexplained : error.message;
  return fail(error.status, message, error.fieldErrors);
}

/**
 * Wraps a route handler with what every handler needs: cross-site rejection for mutations, a
 * zod-checked body, the session, and provider errors turned into `{message, errors}` answers.
 */
export function route<Body = undefined>(
  options: RouteOptions<Body>,
  handler: (context: Context<Body>) => Promise<Response>,
): RouteHandler {
  return async (request, { params }) => {
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request.headers, request.url)) {
      return fail(403, API_MESSAGES.crossSite);
    }
    const session = await getSession();
    // A visitor's body is never read: nothing it says can matter before they sign in.
    if (options.signedInOnly) {
      const buyer = signedIn(session);
      if (!buyer) return fail(401, API_MESSAGES.signInRequired);
      // A page drawn for another buyer than the session's now (page-buyer.ts): its body is not theirs.
      const pageBuyer = request.headers.get(PAGE_BUYER_HEADER);
      if (pageBuyer !== null && pageBuyer !== buyer.userId) return fail(409, API_MESSAGES.otherBuyer);
    }
    let body = undefined as Body;
    if (options.body) {
      const json = await readJson(request);
      if (!json.ok) return json.status === 413 ? fail(413, API_MESSAGES.bodyTooLarge) : fail(400, API_MESSAGES.invalidJson);
      const parsed = options.body.safeParse(json.value);
      if (!parsed.success) return fail(422, API_MESSAGES.invalidInput, fieldErrors(parsed.error));
      body = parsed.data;
    }
    try {
      return await handler({ request, body, params: await params, session });
    } catch (error) {
      if (error instanceof ProviderError) return providerFailure(error, session, options.unexplained);
      console.error('Unexpected error in', request.method, request.nextUrl.pathname, error);
      return fail(500, API_MESSAGES.unexpected);
    }
  };
}

/** Like `route`, for calls that need a signed-in buyer; answers 401 to visitors. */
export function buyerRoute<Body = undefined>(
  options: RouteOptions<Body>,
  handler: (context: Context<Body> & { buyer: SignedInSession }) => Promise<Response>,
): RouteHandler {
  return route({ ...options, signedInOnly: true }, async (context) => {
    // route() has answered visitors already; this gives the handler the buyer's type.
    const buyer = signedIn(context.session);
    if (!buyer) return fail(401, API_MESSAGES.signInRequired);
    return handler({ ...context, buyer });
  });
}
