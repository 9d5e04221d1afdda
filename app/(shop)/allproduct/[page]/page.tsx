import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { Pager } from '@/components/catalogue/Pager';
import { ProductGrid } from '@/components/catalogue/ProductGrid';
import { NotFoundResponse } from '@/components/routing/NotFoundResponse';
import { PageNotFound } from '@/components/routing/PageNotFound';
import { isEmptiedPage, isPastTheEnd, NONE_FOR_SALE_HERE, parsePage } from '@/lib/catalogue/listing';
import { loadProductsPage } from '@/lib/catalogue/products';
import { allProductsUrl } from '@/lib/catalogue/urls';
import { quantityWithUnit } from '@/lib/format/quantity';
import { siteSettings } from '@/lib/site';

// Rendered at /allproduct?page=N (next.config.ts rewrites it here), cached and refreshed every 10 s.
// The first page is ../page.tsx, this page without a page segment (prerendered by the build).
export const revalidate = 10;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page?: string }> };

/** The listing at this page segment, or null past the last page or for a segment that is no page number. */
async function loadPage(raw = '1') {
  const page = parsePage(raw);
  if (String(page) !== raw) return null;
  const products = await loadProductsPage(page);
  if (isPastTheEnd(page, products)) return null;
  return { page, products };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await loadPage((await params).page);
  if (!listing) return { title: 'Page not found' };
  const { page } = listing;
  const title = page > 1 ? `All products, page ${page}` : 'All products';
  return {
    title,
    description: `Every product on ${siteSettings().name}: tubers, grains, vegetables, fruits, livestock and more, fresh from Nigerian farms.`,
    alternates: { canonical: allProductsUrl(page) },
    openGraph: { title, url: allProductsUrl(page) },
  };
}

export default async function AllProductsPage({ params }: Props) {
  const listing = await loadPage((await params).page);
  if (!listing)
    return (
      <NotFoundResponse>
        <PageNotFound />
      </NotFoundResponse>
    );
  const { products } = listing;
  const { currency } = siteSettings();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'All Products' }]} />
      <div className="mt-4">
        <PageHeading aside={<p className="text-sm text-stone-700">{quantityWithUnit(products.total, 'product')}</p>}>All Products</PageHeading>
      </div>
      {products.items.length > 0 ? (
        <ProductGrid products={products.items} currency={currency} preloadFirst headingLevel={2} />
      ) : (
        <p className="py-16 text-center text-stone-700">{isEmptiedPage(products) ? NONE_FOR_SALE_HERE : 'No products yet. Please check back soon.'}</p>
      )}
      <Pager page={products.page} lastPage={products.lastPage} href={allProductsUrl} label="All products pages" />
    </div>
  );
}
