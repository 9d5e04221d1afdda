import 'server-only';
import { z } from 'zod';
import type { Page } from '@/lib/domain/page';

const NUMERIC = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/**
 * A business number. The provider's columns are VARCHAR, so "1500" arrives where 1500 is meant;
 * numeric strings are read as numbers, anything else ("", "abc", null) fails the schema rather
 * than becoming NaN or 0 in the domain.
 */
export const numeric = z.preprocess(
  (value) => (typeof value === 'string' && NUMERIC.test(value.trim()) ? Number(value.trim()) : value),
  z.number(),
);

/** Units in stock. The provider takes sales off with no floor (contract 2.9), so an oversold product reads as none left. */
export const stockCount = numeric.transform((count) => Math.max(0, count));

/**
 * A price. Spec section 5: a price that is not a number shows as 'Invalid input', so it reads as
 * null here (the product still shows) instead of failing the whole answer it came in.
 */
export const priceOrNull = z.unknown().transform((value) => {
  const parsed = numeric.safeParse(value);
  return parsed.success && Number.isFinite(parsed.data) ? parsed.data : null;
});

/**
 * A list whose rows are read one by one: a row the schema refuses is left out (and logged), so
 * one malformed product does not take its whole page down with it.
 */
export function validRows<T extends z.ZodType>(row: T, what: string) {
  return z.array(z.unknown()).transform((rows) =>
    rows.flatMap((value, index): z.output<T>[] => {
      const parsed = row.safeParse(value);
      if (parsed.success) return [parsed.data];
      console.warn(`[provider] left out ${what} ${index}: ${z.prettifyError(parsed.error).replace(/\n/g, ' ')}`);
      return [];
    }),
  );
}

/** A number that may be absent or null (a column the real provider may not have), read as `fallback`. */
export const numericOr = (fallback: number) => numeric.nullish().transform((value) => value ?? fallback);

/** Text that may be absent or null. */
export const textOrNull = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** Text where absent or null reads as `fallback`. */
export const textOr = (fallback = '') =>
  z
    .string()
    .nullish()
    .transform((value) => value ?? fallback);

/** An identifier that may come as a number or as a string of digits (VARCHAR ids). */
export const idText = z.union([z.string().min(1), z.number()]).transform(String);

export interface MessageOnly {
  message: string;
}

/**
 * The `{message}` every mutating call answers with; other keys are dropped. Once the provider
 * answers a success the change is made, so a success without a readable message still is one
 * (reported as a failure, the buyer would make it twice): `done` then says what was done.
 */
export const messageOr = (done: string): z.ZodType<MessageOnly> => z.object({ message: z.string().trim().min(1).catch(done) });

/** Laravel's paginator fields, each optional: an endpoint that does not page answers without them. */
export const pageFields = {
  current_page: numeric.optional(),
  last_page: numeric.optional(),
  per_page: numeric.optional(),
  total: numeric.optional(),
};

type PageFields = { current_page?: number; last_page?: number; per_page?: number; total?: number };

/** The paginator fields as a Page, filling the missing ones from the items themselves. */
export function toPage<T>(items: T[], meta: PageFields): Page<T> {
  const page = meta.current_page ?? 1;
  return {
    items,
    page,
    lastPage: meta.last_page ?? page,
    perPage: meta.per_page ?? items.length,
    total: meta.total ?? items.length,
  };
}

/** An http(s) URL only: a gateway redirect must never become `javascript:` or similar. */
export const httpUrl = z.url({ protocol: /^https?$/ });

/**
 * Whether the product sent beside a cart or wishlist row may still be bought: not gone (null) nor
 * switched off by its seller. The provider's own stock counts and addToCart check neither.
 */
export const isOnSale = (product: { is_active?: number | null } | null | undefined): boolean => product !== null && product?.is_active !== 0;
