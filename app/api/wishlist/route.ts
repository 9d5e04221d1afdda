import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { addToWishlist, viewWishlist } from '@/lib/provider/wishlist';
import { wishlistBody } from '@/lib/shopping/schemas';

export const GET = buyerRoute({}, async ({ buyer }) => ok({ items: await viewWishlist(buyer.token) }));

export const POST = buyerRoute({ body: wishlistBody }, async ({ buyer, body }) => ok(await addToWishlist(buyer.token, body.productId)));
