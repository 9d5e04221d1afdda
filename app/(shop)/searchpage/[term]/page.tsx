import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchResultsPage, searchResultsMetadata } from '@/components/catalogue/SearchResultsPage';
import { parsePage } from '@/lib/catalogue/listing';
import { searchTerm, searchTermFromSegment } from '@/lib/catalogue/search-term';

// Search terms are endless, so results render per request (robots.ts keeps crawlers out); the
// provider's answers are still shared for 10 s between requests for the same term and page. No
// loading.tsx here: a streamed skeleton swapped for the results shifted the layout (CLS 0.19).
type Props = { params: Promise<{ term: string }>; searchParams: Promise<{ page?: string | string[] }> };

// Next 16.2 onwards hands the page its params still percent-encoded but generateMetadata already
// decoded (vercel/next.js#95343): decoded again, "%41bc" was titled "Abc". e2e catalogue checks
// that title and heading name the same term, so a Next that changes this again is caught.
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return searchResultsMetadata(searchTerm((await params).term));
}

export default async function SearchPage({ params, searchParams }: Props) {
  const term = searchTermFromSegment((await params).term);
  // Spec: a search term is required. A blank one (/searchpage/%20) is offered the search page's box.
  if (!term) redirect('/searchpage');
  const raw = (await searchParams).page;
  return <SearchResultsPage term={term} page={parsePage(typeof raw === 'string' ? raw : undefined)} />;
}
