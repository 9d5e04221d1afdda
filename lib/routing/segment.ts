/**
 * A dynamic segment as the visitor wrote it: Next hands a page its params still percent-encoded
 * ("abc%20def"). An escape that does not decode ("100%") is the visitor's own characters, kept as
 * they are.
 */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
