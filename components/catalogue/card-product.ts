import type { Currency } from '@/lib/format/currency';
import type { getImageProps } from 'next/image';
import { optimisedImageProps } from '@/components/media/optimised-image-props';
import type { ProductSummary } from '@/lib/domain/catalogue';
import { formatPrice } from '@/lib/format/price';
import { CARD_MAX_WIDTH, CARD_MIN_WIDTH, CARD_SIZES } from './card-picture';

/** What a product card shows, worked out on the server: the props the page's payload carries per card. */
export interface CardProduct {
  id: string;
  name: string;
  categoryName: string;
  rating: number;
  /** Formatted in the marketplace's currency. */
  price: string;
  unit: string;
  soldOut: boolean;
  /** The picture's optimised sources and loading; null when the product has none. */
  picture: Pick<ReturnType<typeof getImageProps>['props'], 'src' | 'srcSet' | 'loading' | 'fetchPriority'> | null;
}

/** `preload` marks the page's largest paint (the first card of a listing): eager, so React hints it in the head. */
export function cardProduct(product: ProductSummary, currency: Currency, preload = false): CardProduct {
  const image = product.imageUrls[0];
  let picture: CardProduct['picture'] = null;
  if (image) {
    const { src, srcSet, loading, fetchPriority } = optimisedImageProps({
      src: image,
      alt: '',
      width: CARD_MAX_WIDTH,
      height: CARD_MAX_WIDTH,
      sizes: CARD_SIZES,
      maxWidth: CARD_MAX_WIDTH,
      minWidth: CARD_MIN_WIDTH,
      preload,
    });
    // Only what is set: the payload spells an undefined prop out.
    picture = { src, srcSet, loading, ...(fetchPriority && { fetchPriority }) };
  }
  return {
    id: product.id,
    name: product.name,
    categoryName: product.categoryName,
    rating: product.averageRating,
    price: formatPrice(product.price, currency),
    unit: product.unit,
    soldOut: product.stock <= 0,
    picture,
  };
}
