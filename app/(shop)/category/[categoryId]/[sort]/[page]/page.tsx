import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { CategoryFilter } from '@/components/catalogue/CategoryFilter';
import { Pager } from '@/components/catalogue/Pager';
import { ProductGrid } from '@/components/catalogue/ProductGrid';
import { SortSelect } from '@/components/catalogue/SortSelect';
import { NotFoundResponse } from '@/components/routing/NotFoundResponse';
import { PageNotFound } from '@/components/routing/PageNotFound';
import { loadCategories, loadCategoryPage } from '@/lib/catalogue/categories';
import { CATEGORY_SORTS, isPastTheEnd, parsePage, parseSort, type CategorySort } from '@/lib/catalogue/listing';
import { categoryUrl } from '@/lib/catalogue/urls';
import { DEFAULT_SORT_SEGMENT } from '@/lib/routing/catalogue-rewrites';
import { siteSettings } from '@/lib/site';
import { quantityWithUnit } from '@/lib/format/quantity';

// Rendered at /category/{id}?catname=…&sort=…&page=N (next.config.ts rewrites it here), cached 10 s.
// The first page in the default order is ../../page.tsx, this page without a sort or page segment.
export const revalidate = 10;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ categoryId: string; sort?: string; page?: string }> };

/** The route's values, or null when the internal path was typed by hand with nonsense in it. */
async function readParams(params: Props['params']): Promise<{ categoryId: string; sort: CategorySort | null; page: number } | null> {
  const { categoryId, sort: sortSegment = DEFAULT_SORT_SEGMENT, page: pageSegment = '1' } = await params;
  const sort = parseSort(sortSegment);
  const page = parsePage(pageSegment);
  if ((!sort && sortSegment !== DEFAULT_SORT_SEGMENT) || String(page) !== pageSegment) return null;
  return { categoryId, sort, page };
}

/** The route and its listing, or null for an unknown category, a page past its last or a mangled path. */
async function loadListing(params: Props['params']) {
  const route = await readParams(params);
  const details = route && (await loadCategoryPage(route.categoryId, route.sort, route.page));
  if (!route || !details || isPastTheEnd(route.page, details.products)) return null;
  return { route, details };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const listing = await loadListing(params);
  if (!listing) return { title: 'Page not found' };
  const { route, details } = listing;
  const category = { id: route.categoryId, name: details.name };
  // Sorted copies are the same listing: the canonical URL keeps only the page.
  const canonical = categoryUrl(category, { page: route.page });
  return {
    title: route.page > 1 ? `${details.name}, page ${route.page}` : details.name,
    description: `Buy ${details.name.toLowerCase()} from Nigerian farmers on ${siteSettings().name}: ${quantityWithUnit(details.products.total, 'product')}, card payment and door delivery.`,
    alternates: { canonical },
    openGraph: { title: details.name, url: canonical, images: details.imageUrl ? [details.imageUrl] : undefined },
  };
}

export default async function CategoryPage({ params }: Props) {
  const [listing, categories] = await Promise.all([loadListing(params), loadCategories()]);
  if (!listing)
    return (
      <NotFoundResponse>
        <PageNotFound />
      </NotFoundResponse>
    );
  const { route, details } = listing;
  const category = { id: route.categoryId, name: details.name };
  const { currency } = siteSettings();
  const sortHrefs = Object.fromEntries([['', categoryUrl(category)], ...CATEGORY_SORTS.map((s) => [s.value, categoryUrl(category, { sort: s.value })])]);
  const { products } = details;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'All Categories', href: '/allcategory' }, { name: details.name }]} />
      <div className="mt-4 mb-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{details.name}</h1>
          <p className="mt-1 text-sm text-stone-700">
            <strong className="font-semibold text-stone-900">{products.total}</strong> Results Found
          </p>
        </div>
        <SortSelect key={`${category.id}-${route.sort ?? ''}`} value={route.sort} hrefFor={sortHrefs} />
      </div>
      <div className="flex flex-col gap-6 lg:flex-row">
        <CategoryFilter key={category.id} categories={categories} currentId={category.id} />
        <section aria-label={`${details.name} products`} className="min-w-0 flex-1">
          {products.items.length > 0 ? (
            <>
              <ProductGrid products={products.items} currency={currency} preloadFirst headingLevel={2} />
              <Pager
                page={products.page}
                lastPage={products.lastPage}
                href={(n) => categoryUrl(category, { sort: route.sort, page: n })}
                label={`${details.name} pages`}
              />
            </>
          ) : (
            <p className="py-16 text-center text-stone-700">No Product Found for this Category</p>
          )}
        </section>
      </div>
    </div>
  );
}
