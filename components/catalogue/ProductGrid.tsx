import type { ProductSummary } from '@/lib/domain/catalogue';
import { ProductCard } from './ProductCard';

interface ProductGridProps {
  products: ProductSummary[];
  currency: string;
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
        <li key={product.id} className="has-[a:focus-visible]:rounded-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-700">
          <ProductCard product={product} currency={currency} preload={preloadFirst && i === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
