export interface WishlistItem {
  wishlistId: string;
  productId: string;
  name: string;
  imageUrl: string | null;
  price: number;
  /** Null when the provider cannot tell (the product is gone: its "Unknown" stock status). */
  inStock: boolean | null;
}
