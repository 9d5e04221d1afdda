import type { Currency } from '@/lib/format/currency';
import { IntentLink } from '@/components/routing/IntentLink';
import type { ProductSummary } from '@/lib/domain/catalogue';
import { ProductGrid } from './ProductGrid';

interface ProductSectionProps {
  id: string;
  title: string;
  products: ProductSummary[];
  currency: Currency;
  /** Where the heading and the View All link lead. */
  href: string;
}

/** A home-page block of products with its heading and View All link. */
export function ProductSection({ id, title, products, currency, href }: ProductSectionProps) {
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mx-auto mt-12 max-w-7xl px-4">
      <div className="mb-4 flex items-end justify-between gap-3">
        <h2 id={id} className="text-xl font-bold text-brand-900 sm:text-2xl">
          <IntentLink href={href} className="hover:underline">
            {title}
          </IntentLink>
        </h2>
        <IntentLink href={href} className="text-sm font-semibold text-brand-800 hover:underline">
          View All<span className="sr-only"> {title.toLowerCase()}</span>
        </IntentLink>
      </div>
      <ProductGrid products={products} currency={currency} lazyCards />
    </section>
  );
}
