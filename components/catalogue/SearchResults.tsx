import type { Currency } from '@/lib/format/currency';
import type { ProductSummary } from '@/lib/domain/catalogue';
import type { Page } from '@/lib/domain/page';
import { isEmptiedPage, NONE_FOR_SALE_HERE } from '@/lib/catalogue/listing';
import { searchUrl } from '@/lib/catalogue/urls';
import { Pager } from './Pager';
import { ProductGrid } from './ProductGrid';

/** What a search came back with: results (maybe none), or a provider failure. */
export type SearchOutcome = { ok: true; results: Page<ProductSummary> } | { ok: false };

/** The search page's three states (spec: Search results). */
export function SearchResults({ term, outcome, currency }: { term: string; outcome: SearchOutcome; currency: Currency }) {
  if (!outcome.ok) {
    return (
      <p role="alert" className="py-16 text-center text-red-700">
        Error fetching data
      </p>
    );
  }
  const { results } = outcome;
  if (results.items.length === 0 && !isEmptiedPage(results)) {
    return <p className="py-16 text-center text-stone-700">No products found. Please search for another product.</p>;
  }
  return (
    <>
      {results.items.length > 0 ? (
        <ProductGrid products={results.items} currency={currency} preloadFirst headingLevel={2} />
      ) : (
        <p className="py-16 text-center text-stone-700">{NONE_FOR_SALE_HERE}</p>
      )}
      <Pager page={results.page} lastPage={results.lastPage} href={(n) => searchUrl(term, n)} label="Search result pages" />
    </>
  );
}
