import { z } from 'zod';
import type { Cart } from '@/lib/domain/cart';
import { FIELD_ORDER, type CheckoutField } from './form';

/** The fields a buyer types at checkout; the payment method is chosen again on each attempt. */
export type EditableField = Exclude<CheckoutField, 'paymentMethod'>;
const EDITABLE_FIELDS = FIELD_ORDER.filter((field): field is EditableField => field !== 'paymentMethod');

/**
 * What the buyer changed from their profile for this order (kept in the tab, see lib/client/drafts.ts),
 * and whether it went to the payment gateway with an order, and with which cart (`cartKey`).
 */
export const checkoutDraft = z.object({
  edits: z.partialRecord(z.enum(EDITABLE_FIELDS), z.string()),
  placed: z.boolean(),
  placedCart: z.string().optional(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraft>;

export const NO_CHECKOUT_DRAFT: CheckoutDraft = { edits: {}, placed: false };

/** The cart's lines, in an order that does not depend on the provider's. */
export const cartKey = (cart: Cart) =>
  cart.items
    .map((item) => `${item.productId}x${item.quantity}`)
    .sort()
    .join(' ');

/**
 * Whether this visit knows the order sent to the gateway was not paid: the gateway returned it unpaid
 * (`?payment=failed|cancelled`), or the cart is still the one it was placed with, as after the
 * browser's Back from the gateway (a paid order takes its lines out of the cart).
 */
export const knownUnpaid = (draft: CheckoutDraft, returnedUnpaid: boolean, cart: Cart) =>
  returnedUnpaid || (draft.placed && draft.placedCart === cartKey(cart));

/**
 * The edits that still hold. Those of an order sent to the gateway come back only when it is known
 * unpaid (`reopened` then keeps them for later visits); on any other visit that order was paid or
 * given up, and the next one starts from the profile, not from another order's address.
 */
export function liveEdits(draft: CheckoutDraft, unpaid: boolean): CheckoutDraft['edits'] {
  return draft.placed && !unpaid ? {} : draft.edits;
}

/** The draft after the buyer typed `value` into `field`. */
export function withEdit(draft: CheckoutDraft, unpaid: boolean, field: EditableField, value: string): CheckoutDraft {
  return { edits: { ...liveEdits(draft, unpaid), [field]: value }, placed: false };
}

/** The draft once its order has gone to the gateway with this cart. */
export function asPlaced(draft: CheckoutDraft, unpaid: boolean, cart: Cart): CheckoutDraft {
  return { edits: liveEdits(draft, unpaid), placed: true, placedCart: cartKey(cart) };
}

/** The draft of an attempt known unpaid: an ordinary draft again. */
export function reopened(draft: CheckoutDraft): CheckoutDraft {
  return draft.placed ? { edits: draft.edits, placed: false } : draft;
}
