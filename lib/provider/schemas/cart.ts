import 'server-only';
import { z } from 'zod';
import { linesTotal, type Cart, type CartItem } from '@/lib/domain/cart';
import { lineTotal } from '@/lib/domain/money';
import { productImagePaths } from '../images';
import { idText, numeric, priceOrNull, stockCount, textOr, textOrNull } from './common';

export const cartItemSchema = z
  .object({
    id: idText.optional(),
    cartId: textOrNull,
    productId: z.string(),
    product_name: z.string(),
    categoryID: textOr(''),
    // Every column of the real carts table is nullable: one line without a price must not hide the cart.
    selling_price: priceOrNull,
    quantity: numeric,
    // asset() over the whole comma-joined `product_image`: the first file is the picture.
    product_image_url: textOrNull,
    product_image: textOrNull,
    product: z.object({ quantityin_stock: stockCount.nullish() }).nullish(),
  })
  .transform((row, ctx): CartItem => {
    // The real table lets cartId be null; the sandbox also accepts the numeric row id in its place.
    const cartId = row.cartId || row.id;
    if (!cartId) {
      ctx.addIssue({ code: 'custom', message: 'a cart row without cartId or id' });
      return z.NEVER;
    }
    return {
      cartId,
      productId: row.productId,
      name: row.product_name,
      imageUrl: productImagePaths({ product_image_url: row.product_image_url, product_image: row.product_image })[0] ?? null,
      price: row.selling_price,
      quantity: row.quantity,
      // Not the row's total_price: the real provider accumulates that, while the cart total it
      // charges is price × quantity, so the lines add up to the total shown.
      lineTotal: lineTotal(row.selling_price, row.quantity),
      categoryId: row.categoryID,
      ...(row.product?.quantityin_stock == null ? {} : { stock: row.product.quantityin_stock }),
    };
  });

export const cartSchema = z
  .object({
    cart_items: z.array(cartItemSchema),
    // The provider's own sum, which its payment charges; read from the lines when it is not a number.
    total_price: priceOrNull,
    total_quantity: numeric.optional(),
    total_shipping_fee: numeric.optional(),
  })
  .transform(
    (body): Cart => ({
      items: body.cart_items,
      totalPrice: body.total_price ?? linesTotal(body.cart_items),
      totalQuantity: body.total_quantity ?? body.cart_items.reduce((sum, item) => sum + item.quantity, 0),
      shippingFee: body.total_shipping_fee ?? 0,
    }),
  );
