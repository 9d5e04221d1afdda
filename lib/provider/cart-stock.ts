import 'server-only';
import type { Cart } from '@/lib/domain/cart';
import type { FetchCache } from './http';
import { productDetails } from './products';

/**
 * The cart with each line's stock (CartItem.stock). The sandbox sends a line's product with it; the
 * real provider's viewCart sends none, and neither its addToCart nor its payment checks that the
 * product is still on sale or that the stock covers the line (it lets stock go negative). Its lines
 * are completed from the product's page: a product gone or switched off has none left. A product
 * that cannot be read now leaves its line as it was, with the provider's own checks as the limit.
 */
export async function withLineStock(cart: Cart, cache?: FetchCache): Promise<Cart> {
  const unknown = [...new Set(cart.items.filter((item) => item.stock === undefined).map((item) => item.productId))];
  if (unknown.length === 0) return cart;
  const stocks = new Map(await Promise.all(unknown.map(async (productId) => [productId, await stockOf(productId, cache)] as const)));
  return {
    ...cart,
    items: cart.items.map((item) => {
      const stock = item.stock ?? stocks.get(item.productId);
      return stock === undefined ? item : { ...item, stock };
    }),
  };
}

async function stockOf(productId: string, cache?: FetchCache): Promise<number | undefined> {
  try {
    const product = await productDetails(productId, cache);
    return product?.isActive ? Math.max(0, product.stock) : 0;
  } catch {
    return undefined;
  }
}
