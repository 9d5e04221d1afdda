import Link from 'next/link';
import { StaticImage } from '@/components/media/StaticImage';
import type { Category } from '@/lib/domain/catalogue';
import { categoryUrl } from '@/lib/catalogue/urls';

export const CATEGORY_TILE_SIZES = '(min-width: 1280px) 200px, (min-width: 1024px) 16vw, (min-width: 640px) 25vw, 45vw';
/** The widest a tile's picture gets under CATEGORY_TILE_SIZES: 45% of a 639 px screen. */
const TILE_MAX_WIDTH = 288;
/** The narrowest CATEGORY_TILE_SIZES gives: 45% of a 320 px screen. */
const TILE_MIN_WIDTH = 144;

/** `preload`: the page's largest paint (the first tile of /allcategory), loaded at once and first. */
export function CategoryTile({ category, preload = false }: { category: Category; preload?: boolean }) {
  return (
    <Link
      href={categoryUrl(category)}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-stone-200 bg-white text-center transition hover:border-brand-600 hover:shadow-md"
    >
      {/* The picture is the square itself, not in a box of its own: the home page lists every category. */}
      {category.imageUrl ? (
        <StaticImage
          src={category.imageUrl}
          alt=""
          width={TILE_MAX_WIDTH}
          height={TILE_MAX_WIDTH}
          sizes={CATEGORY_TILE_SIZES}
          maxWidth={TILE_MAX_WIDTH}
          minWidth={TILE_MIN_WIDTH}
          preload={preload}
          className="aspect-square h-auto w-full bg-brand-50 object-cover transition group-hover:scale-[1.03]"
        />
      ) : (
        <span className="block aspect-square bg-brand-50" />
      )}
      <span className="px-2 py-3 text-sm font-semibold text-stone-900 group-hover:text-brand-800 sm:text-base">{category.name}</span>
    </Link>
  );
}

/** `preloadFirst` where the grid holds the page's largest paint (not on home, whose hero does). */
export function CategoryGrid({ categories, preloadFirst = false }: { categories: Category[]; preloadFirst?: boolean }) {
  return (
    <ul aria-label="Categories" className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-6">
      {categories.map((category, i) => (
        <li key={category.id}>
          <CategoryTile category={category} preload={preloadFirst && i === 0} />
        </li>
      ))}
    </ul>
  );
}
