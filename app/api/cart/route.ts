import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { addToCart, viewCart } from '@/lib/provider/cart';
import { addToCartBody } from '@/lib/shopping/schemas';

export const GET = buyerRoute({}, async ({ buyer }) => ok({ cart: await viewCart(buyer.token) }));

export const POST = buyerRoute({ body: addToCartBody }, async ({ buyer, body }) =>
  ok(await addToCart(buyer.token, body.productId, body.quantity)),
);
