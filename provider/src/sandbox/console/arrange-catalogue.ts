import type { Transaction } from 'kysely';
import { findProduct } from '../../catalogue/products';
import type { Category, DB, Product, Seller } from '../../db/schema';
import type { Deps } from '../../deps';
import { failPlain } from '../../http/errors';
import { idFormats, uniqueId } from '../../lib/ids';
import { laravelTimestamp } from '../../lib/time';
import type { NewCategoryInput, NewProductInput, ProductChanges } from './arrange-schemas';
import { reusedImages } from './reused-images';

/**
 * Catalogue states the seed does not have (an empty category, hostile or sold-out products…),
 * arranged by end-to-end tests through the console API. Rows are written the way the seed writes
 * them, so every public endpoint serves them like any other.
 */

/** The seed prices cost at 68–86 % of the selling price; arranged products take a fixed share in that range. */
const COST_SHARE = 0.8;
const DEFAULT_UNIT = 'kg';
const DEFAULT_WEIGHT_KG = 1;

const categoryNotFound = () => failPlain(404, 'Category not found.');
const productNotFound = () => failPlain(404, 'Product not found.');

export async function arrangeCategory(deps: Deps, input: NewCategoryInput): Promise<Category> {
  const [image = ''] = input.image === false ? [] : await reusedImages(deps, 'category', 1);
  const at = laravelTimestamp(deps.clock());
  return deps.db.transaction().execute(async (trx) => {
    const categoryID = await uniqueId(idFormats.category, async (id) =>
      (await trx.selectFrom('categories').select('id').where('categoryID', '=', id).executeTakeFirst()) !== undefined,
    );
    return trx
      .insertInto('categories')
      .values({
        categoryID,
        categoryName: input.name,
        categoryDescription: input.description ?? '',
        categoryImage: image,
        quantity_instock: null,
        quantity_sold: null,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The named seller, or the first one when none is named. */
async function sellerFor(trx: Transaction<DB>, sellerId: string | undefined): Promise<Seller> {
  const query = trx.selectFrom('sellers').selectAll();
  const seller = await (sellerId === undefined ? query.orderBy('id').limit(1) : query.where('sellerId', '=', sellerId)).executeTakeFirst();
  if (seller) return seller;
  throw sellerId === undefined ? failPlain(409, 'There is no seller to list the product under: seed the sandbox first.') : failPlain(404, 'Seller not found.');
}

export async function arrangeProduct(deps: Deps, input: NewProductInput): Promise<Product> {
  const images = await reusedImages(deps, 'product', input.images ?? 1);
  const at = laravelTimestamp(deps.clock());
  return deps.db.transaction().execute(async (trx) => {
    const category = await trx.selectFrom('categories').selectAll().where('categoryID', '=', input.categoryID).executeTakeFirst();
    if (!category) throw categoryNotFound();
    const seller = await sellerFor(trx, input.seller);
    const productId = await uniqueId(idFormats.product, async (id) => (await findProduct(trx, id)) !== undefined);
    return trx
      .insertInto('products')
      .values({
        productId,
        sellerId: seller.sellerId,
        product_name: input.product_name,
        categoryID: category.categoryID,
        product_category: category.categoryName,
        cost_price: Math.round(input.selling_price * COST_SHARE * 100) / 100,
        selling_price: input.selling_price,
        quantityin_stock: input.quantityin_stock,
        unit: input.unit ?? DEFAULT_UNIT,
        productWeight: DEFAULT_WEIGHT_KG,
        product_description: input.product_description,
        // Comma-joined with a trailing comma, as the seed and the original store them.
        product_image: images.map((file) => `${file},`).join(''),
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * Changes the product row only. Carts, wishlists, orders and reviews keep the name and price they
 * copied when they were written, as they do in the original when a seller edits a product.
 */
export async function arrangeProductChanges(deps: Deps, productId: string, changes: ProductChanges): Promise<Product> {
  const { is_active, ...columns } = changes;
  return deps.db.transaction().execute(async (trx) => {
    if (!(await findProduct(trx, productId))) throw productNotFound();
    return trx
      .updateTable('products')
      .set({
        ...columns,
        ...(is_active === undefined ? {} : { is_active: is_active ? 1 : 0 }),
        updated_at: laravelTimestamp(deps.clock()),
      })
      .where('productId', '=', productId)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
