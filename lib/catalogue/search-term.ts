import { decodeSegment } from '@/lib/routing/segment';

/** The longest search term: the search boxes take no more, and a longer one in an address is cut. */
export const SEARCH_TERM_MAX_LENGTH = 100;

/** Control characters (NUL, tabs, line breaks, escapes): only an address can carry them, and no product name holds one. */
const CONTROL_CHARACTERS = /\p{Cc}+/gu;

/**
 * A search term as the visitor gave it (a box, the address), control characters made spaces,
 * trimmed and cut to the limit; '' when blank (spec: search term required). Cut between whole
 * characters: half of an emoji's surrogate pair would make encodeURIComponent throw when the term
 * is put back in a link.
 */
export function searchTerm(raw: string): string {
  return Array.from(raw.replace(CONTROL_CHARACTERS, ' ').trim()).slice(0, SEARCH_TERM_MAX_LENGTH).join('').trimEnd();
}

/** The term of a /searchpage/{term} address, whose segment Next passes still percent-encoded. */
export function searchTermFromSegment(segment: string): string {
  return searchTerm(decodeSegment(segment));
}
