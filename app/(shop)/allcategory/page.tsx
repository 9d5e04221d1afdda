import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { CategoryGrid } from '@/components/catalogue/CategoryTile';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { loadCategories } from '@/lib/catalogue/categories';
import { siteSettings } from '@/lib/site';

export const revalidate = 10;

export const metadata: Metadata = {
  title: 'All categories',
  description: `Browse every produce category on ${siteSettings().name}, from tubers and grains to fresh fruits and livestock.`,
  alternates: { canonical: '/allcategory' },
  openGraph: { title: 'All categories', url: '/allcategory' },
};

export default async function AllCategoriesPage() {
  const categories = await loadCategories();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'All Categories' }]} />
      <div className="mt-4">
        <PageHeading>All Categories</PageHeading>
      </div>
      {categories.length > 0 ? (
        <CategoryGrid categories={categories} preloadFirst />
      ) : (
        <p className="py-16 text-center text-stone-700">No categories yet. Please check back soon.</p>
      )}
    </div>
  );
}
