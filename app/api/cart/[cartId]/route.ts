import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { deleteCartItem, updateCartItem } from '@/lib/provider/cart';
import { CART_UPDATE_FAILED } from '@/lib/shopping/messages';
import { cartQuantityBody } from '@/lib/shopping/schemas';

/** Sets the line's quantity; the provider refuses more than the stock with its own message. */
export const PATCH = buyerRoute({ body: cartQuantityBody, unexplained: CART_UPDATE_FAILED }, async ({ buyer, body, params }) =>
  ok(await updateCartItem(buyer.token, String(params.cartId), body.quantity)),
);

export const DELETE = buyerRoute({ unexplained: CART_UPDATE_FAILED }, async ({ buyer, params }) => ok(await deleteCartItem(buyer.token, String(params.cartId))));
