import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { loadSearchPage } from '@/lib/catalogue/products';
import { searchUrl } from '@/lib/catalogue/urls';
import { quantityWithUnit } from '@/lib/format/quantity';
import { siteSettings } from '@/lib/site';
import { Breadcrumb } from './Breadcrumb';
import { PageHeading } from './PageHeading';
import { SearchResults, type SearchOutcome } from './SearchResults';

/** The results page's title and tags, at whichever address searchUrl gives the term. */
export function searchResultsMetadata(term: string): Metadata {
  return {
    title: `Search results for “${term}”`,
    description: `Products matching “${term}” on ${siteSettings().name}.`,
    alternates: { canonical: searchUrl(term) },
    robots: { index: false, follow: true },
  };
}

async function search(term: string, page: number): Promise<SearchOutcome> {
  try {
    return { ok: true, results: await loadSearchPage(term, page) };
  } catch {
    return { ok: false };
  }
}

/**
 * The results of a search (spec: Search results) for a term that is not blank: drawn at
 * /searchpage/{term}, and at /searchpage itself for a term with no path of its own (urls.ts).
 */
export async function SearchResultsPage({ term, page }: { term: string; page: number }) {
  const outcome = await search(term, page);
  // The provider answers a page past the last as it does a term nothing matches. Such an address
  // (a link kept while results shrank, a page typed) goes to the last page, not to "No products found".
  if (outcome.ok && outcome.results.total === 0 && page > 1) {
    const first = await search(term, 1);
    if (first.ok && first.results.total > 0) redirect(searchUrl(term, first.results.lastPage));
  }
  const { currency } = siteSettings();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Search' }]} />
      <div className="mt-4">
        <PageHeading
          aside={outcome.ok && outcome.results.total > 0 ? <p className="text-sm text-stone-700">{quantityWithUnit(outcome.results.total, 'product')} found</p> : undefined}
        >
          {/* Isolated: a right-to-left term, or one carrying a direction override, cannot reorder the words around it. */}
          Search results for “<bdi>{term}</bdi>”
        </PageHeading>
      </div>
      <SearchResults term={term} outcome={outcome} currency={currency} />
    </div>
  );
}
