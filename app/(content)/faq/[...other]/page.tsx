import { notFound, permanentRedirect } from 'next/navigation';
import { findFaqCategory } from '@/lib/content/faq';

/**
 * /faq paths that are not one of the six prerendered category pages; rendered per request, so
 * nothing anyone types here is cached. Spec: categories match case-insensitively, so another
 * spelling of a category (/faq/Getting-Started) goes to its page. Anything else is answered by the
 * proxy with the not-found page (unknown-faq-path.ts), drawn in its HTML, and never comes here.
 */
export default async function OtherFaqRoute({ params }: { params: Promise<{ other: string[] }> }) {
  const { other } = await params;
  const category = other.length === 1 ? findFaqCategory(other[0] ?? '') : undefined;
  if (!category) notFound();
  permanentRedirect(`/faq/${category.slug}`);
}
