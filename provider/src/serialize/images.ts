/**
 * Image URLs built the way Laravel's `asset()` builds them in the original, quirks included, so the
 * storefront is exercised against the same shapes it meets on the real provider (contract 2.0).
 */

export const UPLOAD_DIRS = {
  product: 'uploads/product_images',
  category: 'uploads/category_image',
  profile: 'uploads/profile_images',
} as const;

export function assetUrl(publicUrl: string, dir: string, file: string): string {
  return `${publicUrl}/${dir}/${file}`;
}

/** `"a.webp,b.webp,"` → file names, without the empty entry the trailing comma makes. */
export function imageFiles(productImage: string | null): string[] {
  return (productImage ?? '').split(',').filter((f) => f.trim() !== '');
}

/**
 * `image_urls` as most endpoints answer it: one URL per comma entry, including the bogus
 * `.../product_images/` one that the trailing comma produces. Only allProducts filters it out.
 */
export function productImageUrls(publicUrl: string, productImage: string | null, filtered: boolean): string[] {
  const entries = (productImage ?? '').split(',');
  const kept = filtered ? entries.filter((f) => f.trim() !== '') : entries;
  return kept.map((file) => assetUrl(publicUrl, UPLOAD_DIRS.product, file));
}

/** `asset()` over the whole comma string: what cart `product_image_url` and hotDeals `full_image_path` carry. */
export function wholeStringImageUrl(publicUrl: string, productImage: string | null): string {
  return assetUrl(publicUrl, UPLOAD_DIRS.product, productImage ?? '');
}
