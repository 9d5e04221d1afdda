import { categoryUrl } from '@/lib/catalogue/urls';
import type { Category } from '@/lib/domain/catalogue';
import { PROMO_ARTWORK } from './banners';
import type { PromoTile } from './PromoRow';

/** The promo row's three tiles and the category names they lead to (spec: Home). */
const TILES = [
  { title: 'Cooking essentials', category: 'cooking', artwork: PROMO_ARTWORK.cooking },
  { title: 'Nuts and seeds', category: 'nuts and seeds', artwork: PROMO_ARTWORK.nutsAndSeeds },
  { title: 'Fresh fruits', category: 'fresh fruits', artwork: PROMO_ARTWORK.fruits },
] as const;

/** Each tile links to its category, found by name; a marketplace without it gets the category list. */
export function promoTiles(categories: Category[]): PromoTile[] {
  return TILES.map(({ title, category, artwork }) => {
    const match = categories.find((c) => c.name.trim().toLowerCase() === category);
    return { title, href: match ? categoryUrl(match) : '/allcategory', image: artwork.image, alt: artwork.alt };
  });
}
