/** The quantity a buyer may ask for: a whole number from 1 up to the stock, when the stock is known. */
export type QuantityCheck = { ok: true; quantity: number } | { ok: false; message: string };

export function clampQuantity(value: number, max?: number): number {
  const upper = max === undefined ? Infinity : Math.max(1, max);
  return Math.min(upper, Math.max(1, Math.trunc(value)));
}

/** Reads what the buyer typed; anything that is not a quantity they can buy gets a message. */
export function checkQuantity(text: string, max?: number): QuantityCheck {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Enter a quantity' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, message: 'Quantity must be a whole number' };
  const quantity = Number(trimmed);
  if (quantity < 1) return { ok: false, message: 'Quantity must be at least 1' };
  if (max !== undefined && quantity > max) return { ok: false, message: `Only ${max} in stock` };
  return { ok: true, quantity };
}
