import 'server-only';
import { z } from 'zod';
import type { Category, PopularCategory } from '@/lib/domain/catalogue';
import { mediaPathFromUrl, mediaPathsFromFiles } from '../images';
import { numericOr, textOr, textOrNull } from './common';

const categoryFields = {
  categoryID: z.string().min(1),
  categoryName: z.string(),
  categoryDescription: textOr(''),
  categoryImage: textOrNull,
  full_image_path: textOrNull,
  image_urls: z.array(z.string().nullable()).nullish(),
};

type CategoryRow = z.output<z.ZodObject<typeof categoryFields>>;

/** `full_image_path` is preferred, then the first of `image_urls`, then the stored file name. */
function categoryImage(row: CategoryRow): string | null {
  return (
    mediaPathFromUrl(row.full_image_path) ??
    row.image_urls?.map(mediaPathFromUrl).find((path) => path !== null) ??
    mediaPathsFromFiles('category_image', row.categoryImage)[0] ??
    null
  );
}

const toCategory = (row: CategoryRow): Category => ({
  id: row.categoryID,
  name: row.categoryName,
  imageUrl: categoryImage(row),
  description: row.categoryDescription,
});

export const categorySchema = z.object(categoryFields).transform(toCategory);

export const popularCategorySchema = z
  .object({ ...categoryFields, products_count: numericOr(0) })
  .transform((row): PopularCategory => ({ ...toCategory(row), productsCount: row.products_count }));
