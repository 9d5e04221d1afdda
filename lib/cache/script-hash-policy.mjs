import { createHash } from 'node:crypto';

/**
 * A second Content-Security-Policy for the pages Next serves from its cache (the prerendered
 * catalogue): their inline scripts are the same for every visitor, so instead of a nonce (which a
 * shared page would hand to everyone) the policy names each one by its SHA-256. The browser
 * enforces every policy it is sent, so next.config's policy, whose 'unsafe-inline' these pages
 * needed, still sets the other rules, and this one allows only the inline scripts Next wrote.
 * Plain JavaScript because the cache handler (page-cache-handler.mjs) imports it with Node.
 */

export const POLICY_HEADER = 'content-security-policy';

const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The forms of the inline scripts Next writes into a page: each only hands JSON to its runtime
 * (the React Server Components payload, the list of chunks to load). A page's HTML also holds
 * what the provider sent (names, descriptions, reviews), so hashing every script in it would also
 * allow one slipped into that text past the sanitizer; only these forms, with an argument that
 * parses as JSON and nothing after it, are named, and any other inline script does not run.
 */
const NEXT_DATA_SCRIPTS = [
  { start: '(self.__next_f=self.__next_f||[]).push(', end: ')' },
  { start: 'self.__next_f.push(', end: ')' },
  { start: '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(', end: ');' },
];

function isJson(text) {
  try {
    const value = JSON.parse(text);
    return typeof value === 'object' && value !== null;
  } catch {
    return false;
  }
}

function isNextDataScript(text) {
  return NEXT_DATA_SCRIPTS.some(
    ({ start, end }) => text.startsWith(start) && text.endsWith(end) && isJson(text.slice(start.length, text.length - end.length)),
  );
}

/**
 * The CSP source expression of each of Next's inline scripts in `html`, in order, without repeats.
 * The browser hashes a script's text after turning CR LF and lone CR into LF, as its parser does
 * with the whole document.
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, raw] of html.matchAll(SCRIPT)) {
    const text = raw.replace(/\r\n?/g, '\n');
    if (!isNextDataScript(text)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy itself: scripts from our origin (Next's chunks) and the inline scripts of `html`. */
export function scriptHashPolicy(html) {
  return ["script-src 'self'", ...inlineScriptHashes(html)].join(' ');
}

/**
 * Gives a cached page (`value`, an entry of Next's incremental cache) the policy of its own
 * HTML, once: an entry that has it keeps it. Other entries (fetch data, route responses, images)
 * are left as they are. Changes `value` in place on purpose: when Next renders a page on a cache
 * miss it stores the entry and then sends that same object, so the first answer carries the policy too.
 */
export function addScriptHashPolicy(value) {
  if (!value || (value.kind !== 'APP_PAGE' && value.kind !== 'PAGES') || typeof value.html !== 'string') return value;
  if (value.headers?.[POLICY_HEADER]) return value;
  value.headers = { ...value.headers, [POLICY_HEADER]: scriptHashPolicy(value.html) };
  return value;
}
