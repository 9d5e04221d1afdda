import { randomInt } from 'node:crypto';

/** A string of `length` random decimal digits (leading zeros allowed unless `noLeadingZero`). */
export function randomDigits(length: number, noLeadingZero = false): string {
  let out = noLeadingZero ? String(randomInt(1, 10)) : String(randomInt(0, 10));
  while (out.length < length) out += String(randomInt(0, 10));
  return out;
}

/** Id formats of the original (contract 2.1); uniqueness is checked by `uniqueId`. */
export const idFormats = {
  buyer: () => `AGB${randomDigits(8, true)}`,
  companyBuyer: () => `AGCB${randomDigits(4, true)}`,
  seller: () => `AGS${randomDigits(8, true)}`,
  companySeller: () => `AGCS${randomDigits(4, true)}`,
  product: () => `AGP${randomDigits(6, true)}`,
  category: () => `AGC${randomDigits(3, true)}`,
  cart: () => `CART${randomDigits(9, true)}`,
  wishlist: () => `WISHLIST${randomDigits(9, true)}`,
  order: () => randomDigits(10, true),
  ticket: () => `TKT${randomDigits(8, true)}`,
  otp: () => randomDigits(6, true),
} as const;

/**
 * Draws ids until `taken` says one is free. The original draws once and never checks, so two rows
 * could share an id; here a collision is retried, and a space that is nearly full is an error
 * rather than an endless loop (AGCB has only 9,000 values).
 */
export async function uniqueId(draw: () => string, taken: (id: string) => Promise<boolean>, attempts = 50): Promise<string> {
  for (let i = 0; i < attempts; i++) {
    const id = draw();
    if (!(await taken(id))) return id;
  }
  throw new Error('Could not find a free id: the id space is nearly exhausted.');
}
