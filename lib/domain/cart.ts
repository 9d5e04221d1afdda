import { roundMoney } from './money';

export interface CartItem {
  /** What updateCartItem and deleteCartItem take. */
  cartId: string;
  productId: string;
  name: string;
  imageUrl: string | null;
  /** Null when the provider's price is not a number: shown as 'Invalid input', and no payment can be made for it. */
  price: number | null;
  quantity: number;
  lineTotal: number | null;
  categoryId: string;
  /**
   * The product's stock, the most a line may hold, when the provider sends the product with the
   * line (the sandbox does); absent otherwise, and the provider's refusal is the limit.
   */
  stock?: number;
}

export interface Cart {
  items: CartItem[];
  totalPrice: number;
  totalQuantity: number;
  shippingFee: number;
}

/** What the lines add up to, to the cent; a line without a price adds nothing. */
export function linesTotal(items: readonly CartItem[]): number {
  return roundMoney(items.reduce((sum, item) => sum + (item.lineTotal ?? 0), 0));
}
