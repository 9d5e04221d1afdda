import type { Context } from 'hono';
import { failPlain } from './errors';

export type Body = Record<string, unknown>;

/**
 * Reads a JSON, urlencoded or multipart body into a plain object. Malformed JSON is a 400 and a
 * JSON value that is not an object is a 400 too, so handlers only ever see field maps.
 */
export async function readBody(c: Context): Promise<Body> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      return (await c.req.parseBody()) as Body;
    } catch {
      throw failPlain(400, 'Malformed form body.');
    }
  }
  const raw = await c.req.text();
  if (raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw failPlain(400, 'Malformed JSON body.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw failPlain(400, 'The request body must be a JSON object.');
  }
  return parsed as Body;
}
