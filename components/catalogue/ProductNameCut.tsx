import type { NameCuts } from '@/lib/format/truncate';

/**
 * What the screen shows of a product name: cut at 30 characters, or 13 on screens 430 px wide or
 * narrower (spec section 5; max-[431px] is width < 431px). Both cuts are one piece of markup (the
 * part only the wide cut shows, then the ellipsis, which the wide cut may share) and CSS shows one,
 * so the server render is right at any width, and without CSS the text reads as the wide cut.
 * Whatever holds it gives assistive technology the full name when `cuts.cut`.
 */
export function ProductNameCut({ cuts: { head, tail, cut, wideCut } }: { cuts: NameCuts }) {
  if (!cut) return <>{head}</>;
  return (
    <>
      {head}
      <span className="max-[431px]:hidden">{tail}</span>
      {wideCut ? '…' : <span className="hidden max-[431px]:inline">…</span>}
    </>
  );
}
