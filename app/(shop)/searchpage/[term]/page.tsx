import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { SearchResults, type SearchOutcome } from '@/components/catalogue/SearchResults';
import { parsePage } from '@/lib/catalogue/listing';
import { loadSearchPage } from '@/lib/catalogue/products';
import { searchUrl } from '@/lib/catalogue/urls';
import { emptyPage } from '@/lib/domain/page';
import { siteSettings } from '@/lib/site';

// Search terms are endless, so results render per request (robots.ts keeps crawlers out); the
// provider's answers are still shared for 10 s between requests for the same term and page. No
// loading.tsx here: a streamed skeleton swapped for the results shifted the layout (CLS 0.19).
type Props = { params: Promise<{ term: string }>; searchParams: Promise<{ page?: string | string[] }> };

async function readTerm(params: Props['params']): Promise<string> {
  const { term } = await params;
  try {
    return decodeURIComponent(term).trim();
  } catch {
    return term.trim();
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const term = await readTerm(params);
  return {
    title: `Search results for “${term}”`,
    description: `Products matching “${term}” on ${siteSettings().name}.`,
    alternates: { canonical: searchUrl(term) },
    robots: { index: false, follow: true },
  };
}

async function search(term: string, page: number): Promise<SearchOutcome> {
  if (!term) return { ok: true, results: emptyPage(page) };
  try {
    return { ok: true, results: await loadSearchPage(term, page) };
  } catch {
    return { ok: false };
  }
}

export default async function SearchPage({ params, searchParams }: Props) {
  const term = await readTerm(params);
  const raw = (await searchParams).page;
  const page = parsePage(typeof raw === 'string' ? raw : undefined);
  const outcome = await search(term, page);
  const { currency } = siteSettings();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Search' }]} />
      <div className="mt-4">
        <PageHeading
          aside={outcome.ok && outcome.results.total > 0 ? <p className="text-sm text-stone-700">{outcome.results.total} products found</p> : undefined}
        >
          Search results for “{term}”
        </PageHeading>
      </div>
      <SearchResults term={term} outcome={outcome} currency={currency} />
    </div>
  );
}
