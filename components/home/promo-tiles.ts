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

/**
 * The category a tile means: named so exactly, else one whose name holds the tile's or is held by it
 * ('Fruits', 'Cooking Ingredients'), as another marketplace may word it.
 */
function categoryFor(name: string, categories: Category[]): Category | undefined {
  const named = categories.map((category) => ({ category, plain: category.name.trim().toLowerCase() }));
  const found = named.find(({ plain }) => plain === name) ?? named.find(({ plain }) => plain !== '' && (plain.includes(name) || name.includes(plain)));
  return found?.category;
}

/** Each tile links to its category, found by name; a marketplace without it gets the category list. */
export function promoTiles(categories: Category[]): PromoTile[] {
  return TILES.map(({ title, category, artwork }) => {
    const match = categoryFor(category, categories);
    return { title, href: match ? categoryUrl(match) : '/allcategory', image: artwork.image, alt: artwork.alt };
  });
}
