/** The densest screens we serve: 3 device pixels per CSS pixel. */
const MAX_DENSITY = 3;

/**
 * next/image lists every configured width from the smallest the `sizes` allow up to the widest
 * (1600 px), whatever the picture's largest box. Given that box's width in CSS pixels, this keeps
 * the widths up to the first one that fills it on the densest screen, and makes that one the
 * fallback `src`: a browser picks the same picture, and each card carries fewer URLs.
 */
export function capSrcSet(srcSet: string, maxCssWidth: number): { srcSet: string; src: string } | null {
  const kept: string[] = [];
  let src = '';
  for (const entry of srcSet.split(', ')) {
    const match = /^(\S+) (\d+)w$/.exec(entry);
    if (!match) return null;
    kept.push(entry);
    src = match[1]!;
    if (Number(match[2]) >= maxCssWidth * MAX_DENSITY) break;
  }
  return { srcSet: kept.join(', '), src };
}
