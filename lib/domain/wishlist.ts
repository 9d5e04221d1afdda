export interface WishlistItem {
  wishlistId: string;
  productId: string;
  name: string;
  imageUrl: string | null;
  /** Null when the provider's price is not a number: shown as 'Invalid input', and not moved to the cart. */
  price: number | null;
  /** Null when the provider cannot tell (the product is gone: its "Unknown" stock status). */
  inStock: boolean | null;
}
