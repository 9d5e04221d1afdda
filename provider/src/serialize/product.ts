import type { Category, Product } from '../db/schema';
import { assetUrl, productImageUrls, UPLOAD_DIRS } from './images';
import { asProviderString } from './numbers';

/** A products row as the original serializes it: business numbers as strings, integer columns as numbers. */
export function productJson(row: Product) {
  return {
    id: row.id,
    productId: row.productId,
    sellerId: row.sellerId,
    product_name: row.product_name,
    categoryID: row.categoryID,
    product_category: row.product_category,
    cost_price: asProviderString(row.cost_price),
    selling_price: asProviderString(row.selling_price),
    quantityin_stock: asProviderString(row.quantityin_stock),
    quantity_sold: asProviderString(row.quantity_sold),
    unit: row.unit,
    productWeight: asProviderString(row.productWeight),
    product_description: row.product_description,
    product_image: row.product_image,
    is_active: row.is_active,
    views: row.views,
    average_rating: asProviderString(row.average_rating),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** Product plus `image_urls`; `filtered` drops the trailing-comma entry (allProducts only). */
export function productWithImages(row: Product, publicUrl: string, filtered = false) {
  return { ...productJson(row), image_urls: productImageUrls(publicUrl, row.product_image, filtered) };
}

/** Category rows carry both `image_urls` and `full_image_path` (issue: both shapes the spec names). */
export function categoryJson(row: Category, publicUrl: string) {
  const url = assetUrl(publicUrl, UPLOAD_DIRS.category, row.categoryImage);
  return {
    id: row.id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    categoryID: row.categoryID,
    categoryName: row.categoryName,
    categoryDescription: row.categoryDescription,
    categoryImage: row.categoryImage,
    quantity_instock: asProviderString(row.quantity_instock),
    quantity_sold: asProviderString(row.quantity_sold),
    image_urls: [url],
    full_image_path: url,
  };
}
