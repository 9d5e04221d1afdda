import 'server-only';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { apiPath, orOnNotFound, providerRequest } from './http';
import { messageOr, type MessageOnly } from './schemas/common';
import { wishlistSchema } from './schemas/wishlist';

/**
 * An empty wishlist is the provider's 404, read as no items. `timeoutMs`: a shorter time limit than
 * the client's default, for a caller that gives up sooner.
 */
export function viewWishlist(token: string, timeoutMs?: number): Promise<WishlistItem[]> {
  return orOnNotFound(providerRequest({ path: '/viewWishlist', token, schema: wishlistSchema, timeoutMs }), []);
}

export function addToWishlist(token: string, productId: string): Promise<MessageOnly> {
  return providerRequest({ method: 'POST', path: apiPath`/addToWishlist/${productId}`, token, schema: messageOr('Product added to wishlist') });
}

/** Takes the productId, not the wishlistId. */
export function removeFromWishlist(token: string, productId: string): Promise<MessageOnly> {
  return providerRequest({ method: 'DELETE', path: apiPath`/removeFromWishlist/${productId}`, token, schema: messageOr('Product removed from wishlist') });
}
