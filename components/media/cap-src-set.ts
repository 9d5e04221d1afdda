/**
 * The density we draw list pictures for: 2 device pixels per CSS pixel. A 3x phone shows them a
 * little softer than it could, at thumbnail size; the three widths more a 320 px card would list
 * (750, 828 and 1080 px) are each a URL repeated in the HTML and in the page's RSC payload for
 * every card, about a tenth of the home page, and the widest are larger than our 800 px product
 * pictures anyway.
 */
const MAX_DENSITY = 2;

/**
 * next/image lists every configured width from the smallest the `sizes` allow up to the widest
 * (1600 px), whatever the picture's boxes. Given the largest box's width in CSS pixels, this keeps
 * the widths up to the first one that fills it at MAX_DENSITY, and makes that one the fallback
 * `src`; given the smallest box's, it drops the widths narrower than it, which no screen picks
 * (even at 1x, a browser takes a width at least as wide as the box). A browser picks the same
 * picture, and each card carries fewer URLs.
 */
export function capSrcSet(srcSet: string, maxCssWidth: number, minCssWidth = 0): { srcSet: string; src: string } | null {
  const kept: string[] = [];
  let src = '';
  for (const entry of srcSet.split(', ')) {
    const match = /^(\S+) (\d+)w$/.exec(entry);
    if (!match) return null;
    const width = Number(match[2]);
    if (width < minCssWidth) continue;
    kept.push(entry);
    src = match[1]!;
    if (width >= maxCssWidth * MAX_DENSITY) break;
  }
  return kept.length ? { srcSet: kept.join(', '), src } : null;
}
