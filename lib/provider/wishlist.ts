import 'server-only';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { apiPath, orOnNotFound, providerRequest } from './http';
import { messageOnly, type MessageOnly } from './schemas/common';
import { wishlistSchema } from './schemas/wishlist';

/** An empty wishlist is the provider's 404, read as no items. */
export function viewWishlist(token: string): Promise<WishlistItem[]> {
  return orOnNotFound(providerRequest({ path: '/viewWishlist', token, schema: wishlistSchema }), []);
}

export function addToWishlist(token: string, productId: string): Promise<MessageOnly> {
  return providerRequest({ method: 'POST', path: apiPath`/addToWishlist/${productId}`, token, schema: messageOnly });
}

/** Takes the productId, not the wishlistId. */
export function removeFromWishlist(token: string, productId: string): Promise<MessageOnly> {
  return providerRequest({ method: 'DELETE', path: apiPath`/removeFromWishlist/${productId}`, token, schema: messageOnly });
}
