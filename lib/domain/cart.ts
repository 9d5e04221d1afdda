export interface CartItem {
  /** What updateCartItem and deleteCartItem take. */
  cartId: string;
  productId: string;
  name: string;
  imageUrl: string | null;
  price: number;
  quantity: number;
  lineTotal: number;
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
