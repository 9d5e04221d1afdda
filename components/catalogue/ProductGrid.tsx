import type { Currency } from '@/lib/format/currency';
import type { ProductSummary } from '@/lib/domain/catalogue';
import { cardProduct } from './card-product';
import { ProductCard } from './ProductCard';

interface ProductGridProps {
  products: ProductSummary[];
  currency: Currency;
  /** Preload the first card's image: set on pages where the grid holds the largest paint. */
  preloadFirst?: boolean;
  className?: string;
  /** 2 where the page's h1 is the grid's only heading (listings); 3 under a section's h2. */
  headingLevel?: 2 | 3;
}

export function ProductGrid({ products, currency, preloadFirst = false, className = '', headingLevel = 3 }: ProductGridProps) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5 ${className}`}>
      {products.map((product, i) => (
        <ProductCard key={product.id} card={cardProduct(product, currency, preloadFirst && i === 0)} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
