import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { SearchResultsPage, searchResultsMetadata } from '@/components/catalogue/SearchResultsPage';
import { SearchForm } from '@/components/layout/SearchForm';
import { parsePage } from '@/lib/catalogue/listing';
import { searchTerm } from '@/lib/catalogue/search-term';
import { isDotSegment, searchUrl } from '@/lib/catalogue/urls';

// Where searching starts before the page's scripts run (a slow phone) or without them: the header's
// form is sent here as a plain GET (?search=…), redirected to the term's results, and the small
// screens' search icon links here. With no term (or a blank one) it offers a search box of its own.
type Props = { searchParams: Promise<{ search?: string | string[]; page?: string | string[] }> };

async function readQuery(searchParams: Props['searchParams']) {
  const { search, page } = await searchParams;
  return { term: searchTerm(typeof search === 'string' ? search : ''), page: parsePage(typeof page === 'string' ? page : undefined) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { term } = await readQuery(searchParams);
  if (isDotSegment(term)) return searchResultsMetadata(term);
  return { title: 'Search products', robots: { index: false, follow: true } };
}

export default async function SearchStart({ searchParams }: Props) {
  const { term, page } = await readQuery(searchParams);
  // A term with no path of its own has its results here: redirected, it would only come back.
  if (isDotSegment(term)) return <SearchResultsPage term={term} page={page} />;
  if (term) redirect(searchUrl(term, page));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Search' }]} />
      <div className="mt-4 max-w-xl">
        <PageHeading>Search products</PageHeading>
        <SearchForm label="Search the marketplace" />
        <p className="mt-4 text-stone-700">
          Search by product name or by product number (SKU), or{' '}
          <Link href="/allcategory" className="font-medium text-brand-700 underline hover:text-brand-800">
            browse the categories
          </Link>
          .
        </p>
      </div>
    </div>
  );
}
