import 'server-only';
import { z } from 'zod';
import { linesTotal, type Cart, type CartItem } from '@/lib/domain/cart';
import { lineTotal } from '@/lib/domain/money';
import { productImagePaths } from '../images';
import { idText, isOnSale, numeric, priceOrNull, stockCount, textOr, textOrNull } from './common';

/**
 * The stock a line may reach, when the provider says: none for a product gone or switched off,
 * which its payment refuses as out of stock.
 */
function lineStock(product: { quantityin_stock?: number | null; is_active?: number | null } | null | undefined): { stock?: number } {
  if (!isOnSale(product)) return { stock: 0 };
  return product?.quantityin_stock == null ? {} : { stock: product.quantityin_stock };
}

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
    // Only the sandbox sends the line's product (null once it is gone); the real provider sends none.
    product: z.object({ quantityin_stock: stockCount.nullish(), is_active: numeric.nullish() }).nullish(),
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
      ...lineStock(row.product),
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
