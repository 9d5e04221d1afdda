/** Product-name lengths from the spec: 30 characters, 13 on screens 430 px wide or narrower. */
export const NAME_LIMIT = 30;
export const NARROW_NAME_LIMIT = 13;

/** `text` cut to `limit` characters (whole code points, so no half emoji) with an ellipsis when longer. */
export function truncate(text: string, limit: number): string {
  const chars = Array.from(text.trim());
  return chars.length > limit ? `${chars.slice(0, limit).join('').trimEnd()}…` : chars.join('');
}

/** A name split so one piece of markup shows both cuts. */
export interface NameCuts {
  /** The narrow cut, without its ellipsis. */
  head: string;
  /** What the wide cut shows after `head`, without its ellipsis. */
  tail: string;
  /** The narrow cut leaves something out, so it ends with an ellipsis. */
  cut: boolean;
  /** The wide cut does too. */
  wideCut: boolean;
}

export function nameCuts(name: string): NameCuts {
  const wide = truncate(name, NAME_LIMIT);
  const narrow = truncate(name, NARROW_NAME_LIMIT);
  if (narrow === wide) return { head: wide, tail: '', cut: false, wideCut: false };
  const head = narrow.slice(0, -1);
  const wideCut = wide !== name.trim();
  return { head, tail: (wideCut ? wide.slice(0, -1) : wide).slice(head.length), cut: true, wideCut };
}
