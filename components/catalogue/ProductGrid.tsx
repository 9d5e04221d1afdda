import type { Currency } from '@/lib/format/currency';
import type { ProductSummary } from '@/lib/domain/catalogue';
import { cardProduct } from './card-product';
import { ProductCard } from './ProductCard';

interface ProductGridProps {
  products: ProductSummary[];
  currency: Currency;
  /** Preload the first card's image: set on pages where the grid holds the largest paint. */
  preloadFirst?: boolean;
  /** 2 where the page's h1 is the grid's only heading (listings); 3 under a section's h2. */
  headingLevel?: 2 | 3;
  /** Columns on the widest screens (xl): 4 beside a product's own page. */
  maxColumns?: 4 | 5;
  /**
   * Skip drawing the cards until they near the screen (lazy-cards in globals.css). Not for a
   * listing: its pager sits under the cards, and a card held at a guessed height moved the pager
   * when the page was scrolled straight to it, under a tap.
   */
  lazyCards?: boolean;
}

// The columns and gap are variables, so a card not yet drawn can work out its width (lazy-cards).
const GRID = 'grid grid-cols-[repeat(var(--cols),minmax(0,1fr))] gap-(--gap) [--cols:2] [--gap:0.75rem] sm:[--cols:3] sm:[--gap:1rem] lg:[--cols:4]';

export function ProductGrid({ products, currency, preloadFirst = false, headingLevel = 3, maxColumns = 5, lazyCards = false }: ProductGridProps) {
  return (
    <ul className={`${GRID} ${maxColumns === 5 ? 'xl:[--cols:5]' : ''} ${lazyCards ? 'lazy-cards' : ''}`}>
      {products.map((product, i) => (
        <ProductCard key={product.id} card={cardProduct(product, currency, preloadFirst && i === 0)} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
