const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * A tag's attributes and its closing `>`: a quoted value may hold a `>` of its own (title="5 > 3").
 * A quote never closed ends at the first `>`, as before.
 */
const ATTRIBUTES = `(?:(?:[^>"']|"[^"]*"|'[^']*')*>|[^>]*>)`;
/** Tags that separate words; any other tag (b, span, a…) sits inside a word or sentence. */
const BLOCK_TAG = new RegExp(`<\\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|hr|pre)\\b${ATTRIBUTES}`, 'gi');
const ANY_TAG = new RegExp(`<\\/?[a-z]${ATTRIBUTES}`, 'gi');
const INVISIBLE = /<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * Seller-written HTML as one line of plain text, for places that take no markup (structured data,
 * meta descriptions). Not a sanitizer: the result is text, and whoever outputs it escapes it.
 */
export function htmlToText(html: string): string {
  const text = html.replace(INVISIBLE, ' ').replace(BLOCK_TAG, ' ').replace(ANY_TAG, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
