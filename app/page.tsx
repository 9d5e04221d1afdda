import Link from 'next/link';
import { siteSettings } from '@/lib/site';

export default function HomePage() {
  const { name } = siteSettings();
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Fresh produce from Nigerian farms</h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">
        {name} brings yams, tomatoes, grains, peppers and more straight from the farmers who grow them to your kitchen or
        your business.
      </p>
      <Link
        href="/allproduct"
        className="mt-8 inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Shop all products
      </Link>
    </section>
  );
}
