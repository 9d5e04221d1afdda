import { redirect } from 'next/navigation';
import { searchUrl } from '@/lib/catalogue/urls';

// The header's search form is sent here as a plain GET (?search=…) when its script has not run yet
// (a slow phone) or at all: the buyer still lands on the results, at their one address.
type Props = { searchParams: Promise<{ search?: string | string[] }> };

export default async function SearchFormFallback({ searchParams }: Props) {
  const raw = (await searchParams).search;
  const term = typeof raw === 'string' ? raw.trim() : '';
  redirect(term ? searchUrl(term) : '/');
}
