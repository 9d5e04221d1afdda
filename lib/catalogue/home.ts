import 'server-only';
import type { Category, ProductSummary } from '@/lib/domain/catalogue';
import { allProducts, hotDeals } from '@/lib/provider/products';
import { catalogueCache, homeCategoriesCache } from './cache';
import { loadCategories } from './categories';
import { forSale } from './listing';

/** Spec section 9: home sections show at most 15 products, picked at random. */
export const HOME_SECTION_SIZE = 15;
/** How many products one random draw reads from the provider (two draws fill both sections). */
const DRAW_SIZE = 30;

export interface HomeData {
  products: ProductSummary[];
  hotDeals: ProductSummary[];
  categories: Category[];
}

type Random = () => number;

export function shuffled<T>(items: T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Two different random page numbers out of `lastPage` (the same one twice when there is only one). */
function twoPages(lastPage: number, random: Random): [number, number] {
  const first = 1 + Math.floor(random() * lastPage);
  if (lastPage === 1) return [1, 1];
  const second = 1 + ((first + Math.floor(random() * (lastPage - 1))) % lastPage);
  return [first, second];
}

/**
 * The home page's two product sections, drawn afresh each time the page revalidates: Products is
 * 15 random products; Hot Deals starts with the provider's newest arrivals and is topped up with
 * other random products. No product shows in both. Two pages of 30 are read, never the catalogue.
 */
export async function loadHome(random: Random = Math.random): Promise<HomeData> {
  const [first, deals, categories] = await Promise.all([
    allProducts({ page: 1, perPage: DRAW_SIZE }, catalogueCache),
    hotDeals(catalogueCache).catch(() => []),
    loadCategories(homeCategoriesCache),
  ]);
  const [a, b] = twoPages(first.lastPage, random);
  const draw = (page: number) => (page === 1 ? first : allProducts({ page, perPage: DRAW_SIZE }, catalogueCache));
  const [pageA, pageB] = await Promise.all([draw(a), draw(b)]);
  const products = shuffled(forSale(pageA.items), random).slice(0, HOME_SECTION_SIZE);
  const shown = new Set(products.map((p) => p.id));
  const fresh = forSale(deals).filter((p) => !shown.has(p.id));
  const taken = new Set([...shown, ...fresh.map((p) => p.id)]);
  const topUp = shuffled(forSale([...pageB.items, ...pageA.items]), random).filter((p) => !taken.has(p.id) && taken.add(p.id));
  return { products, hotDeals: [...fresh, ...topUp].slice(0, HOME_SECTION_SIZE), categories };
}
