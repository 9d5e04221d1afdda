import type { Currency } from '@/lib/format/currency';
import { ProductGrid } from '@/components/catalogue/ProductGrid';
import type { ProductSummary } from '@/lib/domain/catalogue';

export function RelatedProducts({ products, currency }: { products: ProductSummary[]; currency: Currency }) {
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="mb-4 text-xl font-bold text-brand-900 sm:text-2xl">
        Related Product
      </h2>
      {products.length > 0 ? (
        <ProductGrid products={products} currency={currency} maxColumns={4} lazyCards />
      ) : (
        <p className="text-stone-700">No related product found</p>
      )}
    </section>
  );
}
