import type { Metadata } from 'next';
import Link from 'next/link';
import { CategoryGrid } from '@/components/catalogue/CategoryTile';
import { ProductSection } from '@/components/catalogue/ProductSection';
import { AppPromo } from '@/components/home/AppPromo';
import { HeroSection } from '@/components/home/HeroSection';
import { PromoRow } from '@/components/home/PromoRow';
import { promoTiles } from '@/components/home/promo-tiles';
import { loadHome } from '@/lib/catalogue/home';
import { siteSettings } from '@/lib/site';

// Prerendered, then redrawn (new random picks) at most every 10 s.
export const revalidate = 10;

export const metadata: Metadata = {
  alternates: { canonical: '/' },
  openGraph: { type: 'website', url: '/', images: [{ url: '/banners/hero-fresh.webp', width: 1600, height: 600 }] },
  twitter: { card: 'summary_large_image' },
};

export default async function HomePage() {
  const { products, hotDeals, categories } = await loadHome();
  const { currency, name } = siteSettings();
  return (
    <>
      <h1 className="sr-only">{name}: fresh produce from Nigerian farms</h1>
      <HeroSection />
      <ProductSection id="home-products" title="Products" products={products} currency={currency} href="/allproduct" />
      <ProductSection id="home-hot-deals" title="Hot Deals" products={hotDeals} currency={currency} href="/allproduct" />
      <div className="mt-12">
        <PromoRow tiles={promoTiles(categories)} />
      </div>
      <div className="mt-12">
        <AppPromo />
      </div>
      <section aria-labelledby="home-categories" className="mx-auto mt-12 max-w-7xl px-4 lazy-render-[1635px] sm:lazy-render-[980px] lg:lazy-render-[728px] xl:lazy-render-[808px]">
        <div className="mb-4 flex items-end justify-between gap-3">
          <h2 id="home-categories" className="text-xl font-bold text-brand-900 sm:text-2xl">
            Categories
          </h2>
          <Link href="/allcategory" className="text-sm font-semibold text-brand-800 hover:underline">
            View All<span className="sr-only"> categories</span>
          </Link>
        </div>
        <CategoryGrid categories={categories} />
      </section>
    </>
  );
}
