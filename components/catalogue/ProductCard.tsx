import Link from 'next/link';
import { StaticImage } from '@/components/media/StaticImage';
import type { ProductSummary } from '@/lib/domain/catalogue';
import { formatPrice } from '@/lib/format/price';
import { nameCuts } from '@/lib/format/truncate';
import { ProductNameCut } from './ProductName';
import { StarRating } from './StarRating';

/** Grid columns the cards sit in; keeps `sizes` honest. */
export const CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 640px) 30vw, 50vw';
/** The widest a card's picture gets under CARD_SIZES: half of a 639 px screen. */
const CARD_MAX_WIDTH = 320;

interface ProductCardProps {
  product: ProductSummary;
  currency: string;
  preload?: boolean;
  /** The card title's level: one below the heading of the list the card is in. */
  headingLevel?: 2 | 3;
}

/**
 * One product of a grid, as its list item. Lists show up to 20 cards, and each element is repeated
 * in the page's React Server Components payload and parsed, styled and hydrated at load, so the
 * card is as few elements as it can be: the item is the card, and its lines sit in it directly.
 */
export function ProductCard({ product, currency, preload = false, headingLevel = 3 }: ProductCardProps) {
  const image = product.imageUrls[0];
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const cuts = nameCuts(product.name);
  return (
    <li className="lazy-render group relative flex flex-col gap-1 overflow-hidden rounded-lg border border-stone-200 bg-white pb-3 transition hover:border-brand-600 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-700">
      {image ? (
        <StaticImage
          src={image}
          alt=""
          width={CARD_MAX_WIDTH}
          height={CARD_MAX_WIDTH}
          sizes={CARD_SIZES}
          maxWidth={CARD_MAX_WIDTH}
          preload={preload}
          className="mb-2 aspect-square h-auto w-full bg-stone-100 object-cover transition group-hover:scale-[1.03]"
        />
      ) : (
        <span className="mb-2 grid aspect-square place-items-center bg-stone-100 text-sm text-stone-600">No image</span>
      )}
      {product.stock <= 0 && <span className="absolute top-2 left-2 rounded bg-stone-800 px-2 py-0.5 text-xs font-medium text-white">Out of stock</span>}
      <Title className="px-3 text-sm font-semibold text-stone-900 sm:text-base">
        {/* The whole card is clickable through this link's stretched ::after. */}
        <Link
          href={`/product/${encodeURIComponent(product.id)}`}
          aria-label={cuts.cut ? product.name : undefined}
          title={cuts.cut ? product.name : undefined}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          <ProductNameCut cuts={cuts} />
        </Link>
      </Title>
      {product.categoryName && <p className="px-3 text-xs text-stone-600">{product.categoryName}</p>}
      <StarRating rating={product.averageRating} size="sm" className="px-3" />
      <p className="mt-auto px-3 pt-1 text-base font-bold text-brand-800">
        {formatPrice(product.price, currency)}
        {product.unit && <span className="text-xs font-normal text-stone-600"> / {product.unit}</span>}
      </p>
    </li>
  );
}
