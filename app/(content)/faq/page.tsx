import type { Metadata } from 'next';
import Link from 'next/link';
import { PageIntro } from '@/components/content/PageIntro';
import { SupportNote } from '@/components/content/SupportNote';
import { FAQ_CATEGORIES } from '@/lib/content/faq';
import { siteSettings } from '@/lib/site';

const description = `Answers about accounts, card payments, orders and delivery, products, community rules and your data on ${siteSettings().name}.`;

export const metadata: Metadata = {
  title: 'Frequently asked questions',
  description,
  alternates: { canonical: '/faq' },
  openGraph: { title: 'Frequently asked questions', description, url: '/faq' },
};

export default function FaqPage() {
  return (
    <>
      <PageIntro crumbs={[{ name: 'Home', href: '/' }, { name: 'FAQ' }]} title="Frequently asked questions">
        <p>Choose a topic to see its questions and answers.</p>
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FAQ_CATEGORIES.map((category) => (
            <li
              key={category.slug}
              className="relative flex flex-col rounded-xl border border-stone-200 border-t-4 border-t-harvest-400 bg-white p-6 shadow-sm hover:border-brand-600 hover:shadow-md"
            >
              <h2 className="text-lg font-semibold text-brand-900">
                <Link href={`/faq/${category.slug}`} className="after:absolute after:inset-0 hover:underline">
                  {category.title}
                </Link>
              </h2>
              <p className="mt-2 flex-1 text-stone-700">{category.summary}</p>
              <p aria-hidden="true" className="mt-4 text-sm font-semibold text-brand-700">
                See the answers →
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-10 max-w-xl">
          <SupportNote />
        </div>
      </div>
    </>
  );
}
