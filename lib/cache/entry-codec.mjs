/**
 * Cache entries as JSON text for Redis. Next's entries hold Buffers (a page's RSC payload, a route's
 * body) and Maps (a page's per-segment prefetch data) that plain JSON would turn into `{}` or a byte
 * array, and Next then fails on navigation ("segmentData.get is not a function"), so both are tagged.
 */

const BUFFER = '$buffer';
const MAP = '$map';

/** @param {unknown} entry */
export function encodeEntry(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    // `this[key]` is the value before Buffer#toJSON ran; `value` is what it returned.
    const original = this[key];
    if (Buffer.isBuffer(original)) return { [BUFFER]: original.toString('base64') };
    if (original instanceof Map) return { [MAP]: [...original] };
    return value;
  });
}

/** @param {string} text */
export function decodeEntry(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64');
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
}
