import type { ProductSummary } from '@/lib/domain/catalogue';

/**
 * What a buyer can do with a product today. A product a seller switched off, or whose price the
 * provider sent as something other than a number, is not for sale whatever its stock says.
 */
export type Availability = 'in_stock' | 'out_of_stock' | 'not_for_sale';

export function availabilityOf(product: Pick<ProductSummary, 'isActive' | 'price' | 'stock'>): Availability {
  if (!product.isActive || product.price === null) return 'not_for_sale';
  return product.stock > 0 ? 'in_stock' : 'out_of_stock';
}

/** The product page's badge: the spec's two, and a third for what cannot be bought at all. */
export const AVAILABILITY_LABELS: Record<Availability, string> = {
  in_stock: 'In stock',
  out_of_stock: 'Out of stock',
  not_for_sale: 'Not for sale',
};
