import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { catalogueCache } from '@/lib/catalogue/cache';
import { addToCart, viewCart } from '@/lib/provider/cart';
import { withLineStock } from '@/lib/provider/cart-stock';
import { addToCartBody } from '@/lib/shopping/schemas';

/** The stock each line may reach, as the product pages show it (as fresh as they are). */
export const GET = buyerRoute({}, async ({ buyer }) => ok({ cart: await withLineStock(await viewCart(buyer.token), catalogueCache) }));

export const POST = buyerRoute({ body: addToCartBody }, async ({ buyer, body }) =>
  ok(await addToCart(buyer.token, body.productId, body.quantity)),
);
