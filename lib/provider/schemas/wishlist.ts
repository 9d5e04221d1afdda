import 'server-only';
import { z } from 'zod';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { productImagePaths } from '../images';
import { idText, isOnSale, numeric, priceOrNull, stockCount, textOrNull } from './common';

const STOCK_STATUS: Record<string, boolean> = { 'in stock': true, 'out of stock': false };

export const wishlistItemSchema = z
  .object({
    wishlistId: idText,
    productId: z.string(),
    product_name: z.string(),
    // decimal(8,2) on this table: "1500.00".
    selling_price: priceOrNull,
    product_image_url: textOrNull,
    product_image: textOrNull,
    stock_status: textOrNull,
    product: z.object({ quantityin_stock: stockCount.nullish(), is_active: numeric.nullish() }).nullish(),
  })
  .transform((row): WishlistItem => {
    const stock = row.product?.quantityin_stock;
    return {
      wishlistId: row.wishlistId,
      productId: row.productId,
      name: row.product_name,
      imageUrl: productImagePaths({ product_image_url: row.product_image_url, product_image: row.product_image })[0] ?? null,
      price: row.selling_price,
      inStock: isOnSale(row.product) && (STOCK_STATUS[(row.stock_status ?? '').trim().toLowerCase()] ?? (stock == null ? null : stock > 0)),
    };
  });

/** The spec reads the list from `data.data` or `data`: both are accepted. */
export const wishlistSchema = z
  .object({ data: z.union([z.array(wishlistItemSchema), z.object({ data: z.array(wishlistItemSchema) })]) })
  .transform((body) => (Array.isArray(body.data) ? body.data : body.data.data));
