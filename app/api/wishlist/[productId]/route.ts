import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { removeFromWishlist } from '@/lib/provider/wishlist';

/** Keyed by product, as the provider's removeFromWishlist is. */
export const DELETE = buyerRoute({}, async ({ buyer, params }) => ok(await removeFromWishlist(buyer.token, String(params.productId))));
