import { createHash, randomBytes } from 'node:crypto';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 40 characters of [A-Za-z0-9], like Sanctum's `Str::random(40)`. */
export function randomToken(length = 40): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const byte of bytes) {
    // 248 = 4 * 62: rejecting the top values keeps every character equally likely.
    if (byte < 248) out += alphabet[byte % 62];
    if (out.length === length) break;
  }
  return out.length === length ? out : randomToken(length);
}
