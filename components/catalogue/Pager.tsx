import Link from 'next/link';
import { LinkPending } from '@/components/layout/LinkPending';
import { PagerNav } from './PagerNav';

interface PagerProps {
  page: number;
  lastPage: number;
  /** The URL of page `n`. */
  href: (n: number) => string;
  label?: string;
}

const button = 'inline-flex min-w-24 items-center justify-center rounded-md border px-4 py-2 text-sm font-semibold';
const active = `${button} border-brand-700 bg-white text-brand-800 hover:bg-brand-50`;
const inactive = `${button} cursor-not-allowed border-stone-200 bg-stone-100 text-stone-500`;

/**
 * Previous / 'Page N' / Next (spec section 2), under every list with products, a list of one page
 * too (both disabled: spec section 4). Real links, so every page is crawlable and works without
 * JavaScript; at either end the button is shown disabled rather than removed. Not
 * prefetched: a later page differs from the first only in its query, which a rewrite turns into
 * another route (lib/routing/catalogue-rewrites.ts), and Next's prefetch of a link to the same path
 * asks for the current route's page segment instead, which that URL has not: a 404 on every visit
 * of /allproduct. A click asks for the page itself and follows the rewrite, with the progress bar.
 * The keyboard focus stays on the link followed (PagerNav).
 */
export function Pager({ page, lastPage, href, label = 'Pages' }: PagerProps) {
  return (
    // Keyed by the page: a page of the same route (?page=) may keep the pager, and its links with it.
    <PagerNav key={page} label={label} className="mt-8 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" prefetch={false} className={active}>
          Previous
          <LinkPending />
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={inactive}>
          Previous
        </span>
      )}
      <span aria-current="page" className="text-sm font-medium text-stone-800">
        Page {page}
      </span>
      {page < lastPage ? (
        <Link href={href(page + 1)} rel="next" prefetch={false} className={active}>
          Next
          <LinkPending />
        </Link>
      ) : (
        <span role="link" aria-disabled="true" className={inactive}>
          Next
        </span>
      )}
    </PagerNav>
  );
}
