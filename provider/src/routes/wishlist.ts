import { Hono } from 'hono';
import { requireBuyer } from '../auth/middleware';
import { findProduct } from '../catalogue/products';
import type { Deps } from '../deps';
import type { Product, WishlistRow } from '../db/schema';
import { fail, HttpError } from '../http/errors';
import type { AppEnv } from '../http/env';
import { idFormats, uniqueId } from '../lib/ids';
import { laravelTimestamp } from '../lib/time';
import { wholeStringImageUrl } from '../serialize/images';
import { productJson } from '../serialize/product';

/** `selling_price` is decimal(8,2) on the wishlist table, so it reads "1500.00". */
function wishlistJson(row: WishlistRow) {
  return { ...row, selling_price: row.selling_price.toFixed(2) };
}

function stockStatus(product: Product | undefined): 'In Stock' | 'Out of Stock' | 'Unknown' {
  if (!product) return 'Unknown';
  return product.quantityin_stock > 0 ? 'In Stock' : 'Out of Stock';
}

/** The signed-in buyer's wishlist (contract 2.5). Every query is scoped to the caller's buyerId. */
export function wishlistRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const auth = requireBuyer(deps);
  const url = deps.config.publicUrl;

  r.post('/addToWishlist/:productId', auth, async (c) => {
    const { buyerId } = c.get('buyer');
    const product = await findProduct(deps.db, c.req.param('productId'));
    if (!product) throw fail(404, 'Product not found.');
    const wishlistId = await uniqueId(idFormats.wishlist, async (id) =>
      Boolean(await deps.db.selectFrom('wishlists').select('id').where('wishlistId', '=', id).executeTakeFirst()),
    );
    const now = laravelTimestamp(deps.clock());
    // The unique (buyerId, productId) key decides "already there", so two quick taps add one row.
    const row = await deps.db
      .insertInto('wishlists')
      .values({
        wishlistId,
        buyerId,
        productId: product.productId,
        product_image: product.product_image,
        product_name: product.product_name,
        product_category: product.product_category,
        selling_price: product.selling_price,
        categoryID: product.categoryID,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['buyerId', 'productId']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw fail(400, 'Product already in wishlist.');
    const { id, created_at, updated_at, ...fields } = wishlistJson(row);
    // Key order of the original's create() echo: the given fields, then the timestamps and id.
    return c.json({ message: 'Product added to wishlist successfully.', wishlist: { ...fields, updated_at, created_at, id } });
  });

  r.delete('/removeFromWishlist/:productId', auth, async (c) => {
    const { buyerId } = c.get('buyer');
    const result = await deps.db
      .deleteFrom('wishlists')
      .where('buyerId', '=', buyerId)
      .where('productId', '=', c.req.param('productId'))
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw fail(404, 'Product not found in wishlist.');
    return c.json({ message: 'Product removed from wishlist successfully.' });
  });

  r.get('/viewWishlist', auth, async (c) => {
    const { buyerId } = c.get('buyer');
    const rows = await deps.db.selectFrom('wishlists').selectAll().where('buyerId', '=', buyerId).orderBy('id').execute();
    if (rows.length === 0) throw new HttpError(404, { status: false, message: 'No items found in wishlist.', data: [] });
    const products = await deps.db
      .selectFrom('products')
      .selectAll()
      .where('productId', 'in', rows.map((row) => row.productId))
      .execute();
    const byId = new Map(products.map((p) => [p.productId, p]));
    return c.json({
      message: 'Wishlist items retrieved successfully.',
      data: rows.map((row) => {
        const product = byId.get(row.productId);
        return {
          ...wishlistJson(row),
          product: product ? productJson(product) : null,
          product_image_url: product ? wholeStringImageUrl(url, product.product_image) : null,
          stock_status: stockStatus(product),
        };
      }),
    });
  });

  return r;
}
