import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { viewWishlist } from '@/lib/provider/wishlist';

export const GET = buyerRoute({}, async ({ buyer }) => ok({ items: await viewWishlist(buyer.token) }));
