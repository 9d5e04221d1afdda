import { providerCall } from './provider-api';

/** Catalogue facts read straight from the sandbox, to check the pages against. */

export interface ProviderProduct {
  productId: string;
  product_name: string;
  categoryID: string;
  product_category: string;
  selling_price: string | number;
  quantityin_stock: string | number;
  average_rating?: string | number | null;
  is_active?: number | string;
}

export interface ProviderCategory {
  categoryID: string;
  categoryName: string;
}

export async function categories(): Promise<ProviderCategory[]> {
  return (await providerCall<{ categories: ProviderCategory[] }>('GET', '/viewAllcategory')).body.categories;
}

/**
 * The oldest category, one the seed made: viewAllcategory lists the newest first, and the first may
 * be an empty shelf another test has just created and counts on staying empty.
 */
export async function seededCategory(): Promise<ProviderCategory> {
  return (await categories()).at(-1)!;
}

/** A page of allProducts, with the paginator's total. */
export async function productsPage(page: number, perPage: number): Promise<{ products: ProviderProduct[]; total: number; lastPage: number }> {
  const { body } = await providerCall<{ data: { products: ProviderProduct[]; total: number; last_page: number } }>(
    'GET',
    `/allProducts?page=${page}&per_page=${perPage}`,
  );
  return { products: body.data.products, total: body.data.total, lastPage: body.data.last_page };
}

export async function everyProduct(): Promise<ProviderProduct[]> {
  return (await productsPage(1, 1000)).products;
}

export async function categoryProducts(categoryId: string): Promise<ProviderProduct[]> {
  const { body } = await providerCall<{ products: ProviderProduct[] }>('GET', `/categoryDetails/${categoryId}?per_page=1000`);
  return body.products;
}

/** The category with the most products (enough for several pages of 20). */
export async function biggestCategory(): Promise<ProviderCategory & { count: number }> {
  const counted = await Promise.all((await categories()).map(async (c) => ({ ...c, count: (await categoryProducts(c.categoryID)).length })));
  return counted.sort((a, b) => b.count - a.count)[0]!;
}

/** "$1,234.50" for a provider price, as the storefront shows it. */
export const dollars = (value: string | number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));
