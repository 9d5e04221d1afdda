import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AuthBuyer } from '../auth/buyer';
import type { CartRow, DB, Product } from '../db/schema';
import type { Deps } from '../deps';
import { fail } from '../http/errors';
import { integer, validateWithContext } from '../http/validation';
import { idFormats, uniqueId } from '../lib/ids';
import { laravelTimestamp } from '../lib/time';
import { roundMoney } from '../serialize/numbers';
import { roundWeight } from './totals';

const positiveInteger = (field: string) => integer(field, { required: true, min: 1 });
// The original's rule is `required|integer` with no minimum, so 0 or -3 "added" items; ours needs at least one.
const addSchema = z.object({ quantity: positiveInteger('quantity') });
const updateSchema = z.object({ new_quantity: positiveInteger('new_quantity') });

const STOCK_EXCEEDED = 'Requested quantity exceeds available stock.';

/** Inactive products cannot be bought, so for the cart they do not exist. */
async function activeProduct(db: Kysely<DB>, productId: string): Promise<Product> {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('productId', '=', productId)
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!product) throw fail(404, 'Product not found.');
  return product;
}

/** The product's current details for a line of `quantity`; totals are recomputed, never accumulated. */
function lineValues(product: Product, quantity: number) {
  return {
    product_name: product.product_name,
    product_image: product.product_image,
    product_category: product.product_category,
    categoryID: product.categoryID,
    selling_price: product.selling_price,
    quantity,
    total_price: roundMoney(product.selling_price * quantity),
    productWeight: roundWeight(product.productWeight * quantity),
  };
}

/**
 * addToCart: one row per (buyer, product); adding again adds to the quantity. Checks run in the
 * original's order: product, then validation, then stock. Stock is checked, not reserved.
 */
export async function addToCart(deps: Deps, buyer: AuthBuyer, productId: string, body: unknown): Promise<CartRow> {
  return deps.db.transaction().execute(async (trx) => {
    const product = await activeProduct(trx, productId);
    const { quantity } = validateWithContext(addSchema, body, 'An error occurred while adding the product to cart');
    if (quantity > product.quantityin_stock) throw fail(400, STOCK_EXCEEDED);

    const at = laravelTimestamp(deps.clock());
    const existing = await trx
      .selectFrom('carts')
      .select(['id', 'quantity'])
      .where('buyerId', '=', buyer.buyerId)
      .where('productId', '=', productId)
      .executeTakeFirst();
    if (existing) {
      const total = existing.quantity + quantity;
      if (total > product.quantityin_stock) {
        throw fail(400, `${STOCK_EXCEEDED} Maximum available quantity: ${product.quantityin_stock}`);
      }
      return trx
        .updateTable('carts')
        .set({ ...lineValues(product, total), updated_at: at })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }

    const cartId = await uniqueId(idFormats.cart, async (id) =>
      Boolean(await trx.selectFrom('carts').select('id').where('cartId', '=', id).executeTakeFirst()),
    );
    return trx
      .insertInto('carts')
      .values({
        cartId,
        buyerId: buyer.buyerId,
        buyerType: buyer.kind,
        productId,
        ...lineValues(product, quantity),
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/**
 * The caller's cart row named in the path: 404 when there is none, 403 when it is another buyer's.
 * The path may carry the row's `cartId` (CART…) or its numeric `id`, as clients hold either.
 */
async function ownCartRow(db: Kysely<DB>, buyer: AuthBuyer, cartRef: string): Promise<CartRow> {
  const numericId = /^\d+$/.test(cartRef) ? Number(cartRef) : null;
  const row = await db
    .selectFrom('carts')
    .selectAll()
    .where((eb) => (numericId === null ? eb('cartId', '=', cartRef) : eb.or([eb('cartId', '=', cartRef), eb('id', '=', numericId)])))
    .executeTakeFirst();
  if (!row) throw fail(404, 'Cart item not found.');
  if (row.buyerId !== buyer.buyerId) throw fail(403, 'Unauthorized.');
  return row;
}

/** updateCartItem: sets the absolute quantity and recomputes the line's price and weight. */
export async function updateCartItem(deps: Deps, buyer: AuthBuyer, cartRef: string, body: unknown): Promise<CartRow> {
  return deps.db.transaction().execute(async (trx) => {
    const row = await ownCartRow(trx, buyer, cartRef);
    const product = await activeProduct(trx, row.productId);
    const { new_quantity } = validateWithContext(updateSchema, body, 'An error occurred while updating the cart item');
    if (new_quantity > product.quantityin_stock) throw fail(400, STOCK_EXCEEDED);
    return trx
      .updateTable('carts')
      .set({ ...lineValues(product, new_quantity), updated_at: laravelTimestamp(deps.clock()) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function deleteCartItem(deps: Deps, buyer: AuthBuyer, cartRef: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const row = await ownCartRow(trx, buyer, cartRef);
    await trx.deleteFrom('carts').where('id', '=', row.id).execute();
  });
}

/** The buyer's cart, newest line first (the original orders by id descending). */
export function cartRows(deps: Deps, buyerId: string): Promise<CartRow[]> {
  return deps.db.selectFrom('carts').selectAll().where('buyerId', '=', buyerId).orderBy('id', 'desc').execute();
}

/** The products behind the cart lines, by productId (a line whose product is gone has none). */
export async function cartProducts(deps: Deps, rows: readonly CartRow[]): Promise<Map<string, Product>> {
  if (rows.length === 0) return new Map();
  const products = await deps.db
    .selectFrom('products')
    .selectAll()
    .where('productId', 'in', rows.map((row) => row.productId))
    .execute();
  return new Map(products.map((product) => [product.productId, product]));
}

export async function cartQuantity(deps: Deps, buyerId: string): Promise<number> {
  const row = await deps.db
    .selectFrom('carts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('total'))
    .where('buyerId', '=', buyerId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
