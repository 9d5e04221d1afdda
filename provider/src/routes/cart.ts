import { Hono } from 'hono';
import { requireBuyer } from '../auth/middleware';
import { cartRowJson } from '../cart/json';
import { addToCart, cartProducts, cartQuantity, cartRows, deleteCartItem, updateCartItem } from '../cart/items';
import { cartTotals } from '../cart/totals';
import type { Deps } from '../deps';
import { readBody } from '../http/body';
import type { AppEnv } from '../http/env';
import { wholeStringImageUrl } from '../serialize/images';
import { productJson } from '../serialize/product';

/** Cart (contract 2.6). */
export function cartRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = requireBuyer(deps);

  r.post('/addToCart/:productId', auth, async (c) => {
    const row = await addToCart(deps, c.get('buyer'), c.req.param('productId'), await readBody(c));
    return c.json({ message: 'Product added to cart successfully.', cart: cartRowJson(row) });
  });

  r.get('/viewCart', auth, async (c) => {
    const rows = await cartRows(deps, c.get('buyer').buyerId);
    const products = await cartProducts(deps, rows);
    return c.json({
      status: true,
      message: 'Cart items retrieved successfully.',
      cart_items: rows.map((row) => {
        const product = products.get(row.productId);
        return {
          ...cartRowJson(row),
          product_image_url: wholeStringImageUrl(deps.config.publicUrl, row.product_image),
          // Beyond the contract, as viewWishlist does: the line's product, so a cart screen knows
          // the stock a quantity may reach. Null when the product is gone.
          product: product ? productJson(product) : null,
        };
      }),
      ...cartTotals(rows, deps.config.shippingRatePerKg),
    });
  });

  r.post('/updateCartItem/:cartId', auth, async (c) => {
    const row = await updateCartItem(deps, c.get('buyer'), c.req.param('cartId'), await readBody(c));
    return c.json({ status: true, message: 'Cart item quantity updated successfully.', cart_item: cartRowJson(row) });
  });

  r.delete('/deleteCartItem/:cartId', auth, async (c) => {
    await deleteCartItem(deps, c.get('buyer'), c.req.param('cartId'));
    return c.json({ status: true, message: 'Cart item deleted successfully.' });
  });

  r.get('/getCartQuantity', auth, async (c) => {
    const total = await cartQuantity(deps, c.get('buyer').buyerId);
    return c.json({ status: true, message: 'Cart quantity retrieved successfully.', total_quantity: total });
  });

  return r;
}
