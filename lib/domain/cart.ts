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
}

export interface Cart {
  items: CartItem[];
  totalPrice: number;
  totalQuantity: number;
  shippingFee: number;
}
