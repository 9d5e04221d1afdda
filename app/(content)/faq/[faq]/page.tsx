import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { FaqAccordion } from '@/components/content/FaqAccordion';
import { PageIntro } from '@/components/content/PageIntro';
import { SupportNote } from '@/components/content/SupportNote';
import { FAQ_CATEGORIES } from '@/lib/content/faq';
import { siteSettings } from '@/lib/site';

// Other spellings fall through to the sibling [...other] route, which renders per request: prerendering
// them on demand here would cache every path anyone requests.
export const dynamicParams = false;

export function generateStaticParams() {
  return FAQ_CATEGORIES.map(({ slug }) => ({ faq: slug }));
}

type Props = { params: Promise<{ faq: string }> };

function categoryOf(slug: string) {
  const category = FAQ_CATEGORIES.find((candidate) => candidate.slug === slug);
  if (!category) notFound();
  return category;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryOf((await params).faq);
  const title = `${category.title} FAQ`;
  const path = `/faq/${category.slug}`;
  return {
    title,
    description: category.summary,
    alternates: { canonical: path },
    openGraph: { title, description: category.summary, url: path },
  };
}

export default async function FaqCategoryPage({ params }: Props) {
  const category = categoryOf((await params).faq);
  const site = siteSettings();
  return (
    <>
      <PageIntro
        crumbs={[{ name: 'Home', href: '/' }, { name: 'FAQ', href: '/faq' }, { name: category.title }]}
        title={category.title}
      >
        <p>{category.summary}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_18rem]">
        <FaqAccordion entries={category.entries(site)} />
        <div className="space-y-8">
          <nav aria-labelledby="faq-more">
            <h2 id="faq-more" className="font-semibold text-brand-900">
              More questions
            </h2>
            <ul className="mt-3 space-y-2">
              {FAQ_CATEGORIES.filter((other) => other !== category).map((other) => (
                <li key={other.slug}>
                  <Link href={`/faq/${other.slug}`} className="text-brand-800 hover:underline">
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <SupportNote />
        </div>
      </div>
    </>
  );
}
