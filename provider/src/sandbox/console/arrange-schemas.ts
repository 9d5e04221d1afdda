import { z } from 'zod';
import { integer, text } from '../../http/validation';

/**
 * Bodies of the console's catalogue arrangement calls. Unknown fields are refused rather than
 * ignored: a test that misspells a field would otherwise arrange nothing and pass for the wrong reason.
 */

const MAX_PRICE = 1_000_000;
const MAX_STOCK = 1_000_000;
const MAX_IMAGES = 8;

function strictBody<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}.` : undefined),
  });
}

/** A JSON number or numeric text, as Laravel's `numeric|decimal:0,2` reads it. */
function price(field: string) {
  const name = field.replace(/_/g, ' ');
  const schema = z
    .number({ error: (issue) => (issue.input === undefined ? `The ${name} field is required.` : `The ${name} field must be a number.`) })
    .min(0.01, { error: `The ${name} field must be at least 0.01.`, abort: true })
    .max(MAX_PRICE, { error: `The ${name} field must not be greater than ${MAX_PRICE}.`, abort: true })
    .refine((v) => /^\d+(\.\d{1,2})?$/.test(String(v)), { error: `The ${name} field must have 0-2 decimal places.` });
  const normalize = (v: unknown) => {
    if (typeof v !== 'string') return v ?? undefined;
    const trimmed = v.trim();
    if (trimmed === '') return undefined;
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
  };
  return { required: z.preprocess(normalize, schema), optional: z.preprocess(normalize, schema.optional()) };
}

/** Laravel's `boolean` rule: true, false, 1, 0, "1" and "0". */
const BOOLEANS = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
]);

function boolean(field: string) {
  return z.preprocess(
    (v) => (v === null || v === '' ? undefined : BOOLEANS.has(v) ? BOOLEANS.get(v) : v),
    z.boolean({ error: `The ${field.replace(/_/g, ' ')} field must be true or false.` }).optional(),
  );
}

export const newCategorySchema = strictBody({
  name: text('name', { required: true, max: 255 }),
  description: text('description', { max: 5000 }),
  /** Reuse a seeded category image (the default); false stores none. */
  image: boolean('image'),
});
export type NewCategoryInput = z.output<typeof newCategorySchema>;

const sellingPrice = price('selling_price');
const productName = text('product_name', { max: 255 });
// HTML is stored as given: the storefront sanitizes descriptions, and tests arrange hostile ones on purpose.
const productDescription = text('product_description', { max: 65_535 });
const stock = integer('quantityin_stock', { min: 0, max: MAX_STOCK });

export const newProductSchema = strictBody({
  categoryID: text('categoryID', { required: true }),
  product_name: text('product_name', { required: true, max: 255 }),
  product_description: text('product_description', { required: true, max: 65_535 }),
  selling_price: sellingPrice.required,
  quantityin_stock: integer('quantityin_stock', { required: true, min: 0, max: MAX_STOCK }),
  unit: text('unit', { max: 50 }),
  images: integer('images', { min: 1, max: MAX_IMAGES }),
  seller: text('seller'),
});
export type NewProductInput = z.output<typeof newProductSchema>;

export const productChangesSchema = strictBody({
  product_name: productName,
  product_description: productDescription,
  selling_price: sellingPrice.optional,
  quantityin_stock: stock,
  is_active: boolean('is_active'),
}).refine((changes) => Object.values(changes).some((v) => v !== undefined), {
  error: 'Give at least one of product_name, product_description, selling_price, quantityin_stock or is_active.',
  // An unknown field already says what is wrong with the body.
  when: (payload) => payload.issues.length === 0,
});
export type ProductChanges = z.output<typeof productChangesSchema>;

const ISO_DATE_TIME_MESSAGE = 'The created at field must be an ISO 8601 date and time, e.g. 2024-06-10T12:00:00Z.';

/** `now` bounds `created_at`: a review dated in the future would read "in 3 days". */
export function newReviewSchema(now: Date) {
  return strictBody({
    rating: integer('rating', { required: true, min: 1, max: 5 }),
    feedback: text('feedback', { required: true, max: 500 }),
    // null: a review whose buyer has no name (the storefront shows Anonymous); left out: a default name.
    buyer_name: z.union([z.null(), text('buyer_name', { max: 255 })]),
    created_at: text('created_at')
      .pipe(z.iso.datetime({ offset: true, abort: true, error: ISO_DATE_TIME_MESSAGE }).optional())
      .refine((v) => v === undefined || new Date(v) <= now, { error: 'The created at field must be a date before or equal to now.' }),
  });
}
export type NewReviewInput = z.output<ReturnType<typeof newReviewSchema>>;
