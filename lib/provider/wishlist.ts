import 'server-only';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { WISHLIST_NOTICES } from '@/lib/shopping/messages';
import { apiPath, orOnNotFound, orOnRefusal, providerRequest } from './http';
import { messageOr, type MessageOnly } from './schemas/common';
import { wishlistSchema } from './schemas/wishlist';

/**
 * An empty wishlist is the provider's 404, read as no items. `timeoutMs`: a shorter time limit than
 * the client's default, for a caller that gives up sooner.
 */
export function viewWishlist(token: string, timeoutMs?: number): Promise<WishlistItem[]> {
  return orOnNotFound(providerRequest({ path: '/viewWishlist', token, schema: wishlistSchema, timeoutMs }), []);
}


/** The provider's 400 is "Product already in wishlist.": it is there, as the buyer asked. */
export function addToWishlist(token: string, productId: string): Promise<MessageOnly> {
  const request = providerRequest({ method: 'POST', path: apiPath`/addToWishlist/${productId}`, token, schema: messageOr(WISHLIST_NOTICES.added) });
  return orOnRefusal(request, 400, { message: WISHLIST_NOTICES.added });
}

/** Takes the productId, not the wishlistId. Its 404 is "Product not found in wishlist.": it is gone, as asked. */
export function removeFromWishlist(token: string, productId: string): Promise<MessageOnly> {
  const request = providerRequest({ method: 'DELETE', path: apiPath`/removeFromWishlist/${productId}`, token, schema: messageOr(WISHLIST_NOTICES.removed) });
  return orOnNotFound(request, { message: WISHLIST_NOTICES.removed });
}
