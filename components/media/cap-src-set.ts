/** The densest screens we serve: 3 device pixels per CSS pixel. */
const MAX_DENSITY = 3;

/**
 * next/image lists every configured width from the smallest the `sizes` allow up to the widest
 * (1600 px), whatever the picture's largest box. Given that box's width in CSS pixels, this keeps
 * the widths up to the first one that fills it on the densest screen, and makes that one the
 * fallback `src`: a browser picks the same picture, and each card carries fewer URLs.
 */
export function capSrcSet(srcSet: string, maxCssWidth: number): { srcSet: string; src: string } | null {
  const parsed = srcSet.split(', ').map((entry) => /^(\S+) (\d+)w$/.exec(entry));
  if (parsed.some((match) => !match)) return null;
  const entries = parsed.map((match) => ({ url: match?.[1] ?? '', width: Number(match?.[2]) }));
  const enough = entries.findIndex((entry) => entry.width >= maxCssWidth * MAX_DENSITY);
  const kept = enough === -1 ? entries : entries.slice(0, enough + 1);
  const last = kept.at(-1);
  if (!last) return null;
  return { srcSet: kept.map((entry) => `${entry.url} ${entry.width}w`).join(', '), src: last.url };
}
