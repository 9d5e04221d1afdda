import { FAQ_SLUGS } from '@/lib/content/content-slugs';
import { findBySlug } from '@/lib/content/slug';

const FAQ_PAGES = FAQ_SLUGS.map((slug) => ({ slug }));

/**
 * A /faq path that names none of the six categories in any spelling (findFaqCategory's match: a
 * title's key is its slug's). The proxy answers it with the not-found page: the per-request route
 * below /faq could only call notFound() itself, and for such a page Next sends an empty document
 * with the home page's title and draws the screen once its scripts have run (vercel/next.js#62228).
 */
export function isUnknownFaqPath(pathname: string): boolean {
  const [, section, ...rest] = pathname.split('/');
  if (section !== 'faq' || rest.length === 0) return false;
  return rest.length > 1 || findBySlug(FAQ_PAGES, rest[0] ?? '') === undefined;
}
