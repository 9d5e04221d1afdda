'use client';

import Link from 'next/link';
import { LinkPending } from '@/components/layout/LinkPending';
import { nameCuts } from '@/lib/format/truncate';
import { CARD_MAX_WIDTH, CARD_SIZES } from './card-picture';
import type { CardProduct } from './card-product';
import { ProductNameCut } from './ProductNameCut';
import { StarRating } from './StarRating';

interface ProductCardProps {
  card: CardProduct;
  /** The card title's level: one below the heading of the list the card is in. */
  headingLevel?: 2 | 3;
}

/**
 * One product of a grid, as its list item (the item is the card, its lines sit in it directly).
 * A client component for the page's size, not for interaction: the React Server Components payload
 * carries a client component as its props, where a server one is repeated there element by
 * element, class lists, srcset and all, for each of up to 30 cards. Its classes are in globals.css.
 */
export function ProductCard({ card, headingLevel = 3 }: ProductCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const cuts = nameCuts(card.name);
  return (
    <li className="product-card group">
      {card.picture ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, worked out on the server (card-product.ts)
        <img alt="" width={CARD_MAX_WIDTH} height={CARD_MAX_WIDTH} decoding="async" sizes={CARD_SIZES} {...card.picture} className="product-card-picture" />
      ) : (
        <span className="mb-2 grid aspect-square place-items-center bg-stone-100 text-sm text-stone-600">No image</span>
      )}
      {card.soldOut && <span className="absolute top-2 left-2 rounded bg-stone-800 px-2 py-0.5 text-xs font-medium text-white">Out of stock</span>}
      <Title className="px-3 text-sm font-semibold text-stone-900 sm:text-base">
        {/* The whole card is clickable through this link's stretched ::after. */}
        <Link
          href={`/product/${encodeURIComponent(card.id)}`}
          aria-label={cuts.cut ? card.name : undefined}
          title={cuts.cut ? card.name : undefined}
          className="after:absolute after:inset-0 focus-visible:outline-none"
        >
          <ProductNameCut cuts={cuts} />
          <LinkPending />
        </Link>
      </Title>
      {card.categoryName && <p className="px-3 text-xs text-stone-600">{card.categoryName}</p>}
      <StarRating rating={card.rating} size="sm" className="px-3" />
      <p className="mt-auto px-3 pt-1 text-base font-bold text-brand-800">
        {card.price}
        {card.unit && <span className="text-xs font-normal text-stone-600"> / {card.unit}</span>}
      </p>
    </li>
  );
}
