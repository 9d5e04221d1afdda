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
  /**
   * Skip drawing the cards until they near the screen (lazy-render). Not for a listing: its pager
   * sits under the cards, and a card drawn late is not the height it held (the name's lines, the
   * picture's width), so the pager moved when the page was scrolled straight to it, under a tap.
   */
  lazyCards?: boolean;
}

export function ProductGrid({ products, currency, preloadFirst = false, className = '', headingLevel = 3, lazyCards = false }: ProductGridProps) {
  return (
    <ul className={`grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5 ${lazyCards ? '*:lazy-render' : ''} ${className}`}>
      {products.map((product, i) => (
        <ProductCard key={product.id} card={cardProduct(product, currency, preloadFirst && i === 0)} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
