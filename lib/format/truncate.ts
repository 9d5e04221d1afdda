/** Product-name lengths from the spec: 30 characters, 13 on screens 430 px wide or narrower. */
export const NAME_LIMIT = 30;
export const NARROW_NAME_LIMIT = 13;

/** `text` cut to `limit` characters (whole code points, so no half emoji) with an ellipsis when longer. */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text.trim());
  return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}…` : chars.join('');
}
