import Link from 'next/link';
import { StaticImage } from '@/components/media/StaticImage';
import type { ProductSummary } from '@/lib/domain/catalogue';
import { Price } from './Price';
import { ProductName } from './ProductName';
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

export function ProductCard({ product, currency, preload = false, headingLevel = 3 }: ProductCardProps) {
  const image = product.imageUrls[0];
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white transition hover:border-brand-600 hover:shadow-md">
      <div className="relative aspect-square bg-stone-100">
        {image ? (
          <StaticImage
            src={image}
            alt=""
            fill
            sizes={CARD_SIZES}
            maxWidth={CARD_MAX_WIDTH}
            preload={preload}
            className="object-cover transition group-hover:scale-[1.03]"
          />
        ) : (
          <span className="absolute inset-0 grid place-items-center text-sm text-stone-600">No image</span>
        )}
        {product.stock <= 0 && (
          <span className="absolute top-2 left-2 rounded bg-stone-800 px-2 py-0.5 text-xs font-medium text-white">Out of stock</span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <Title className="text-sm font-semibold text-stone-900 sm:text-base">
          {/* The whole card is clickable through this link's stretched ::after. */}
          <Link href={`/product/${encodeURIComponent(product.id)}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            <ProductName name={product.name} />
          </Link>
        </Title>
        {product.categoryName && <p className="text-xs text-stone-600">{product.categoryName}</p>}
        <StarRating rating={product.averageRating} size="sm" />
        <p className="mt-auto pt-1 text-base font-bold text-brand-800">
          <Price value={product.price} currency={currency} />
          {product.unit && <span className="text-xs font-normal text-stone-600"> / {product.unit}</span>}
        </p>
      </div>
    </article>
  );
}
