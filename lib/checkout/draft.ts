import { z } from 'zod';
import type { Cart } from '@/lib/domain/cart';
import { linesKey } from './lines-key';
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
  /** When it went to the gateway (ms since the epoch, the browser's clock). */
  placedAt: z.number().optional(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraft>;

export const NO_CHECKOUT_DRAFT: CheckoutDraft = { edits: {}, placed: false };

/** The cart's lines, in an order that does not depend on the provider's. */
export const cartKey = (cart: Cart) => linesKey(cart, (item) => `${item.productId}x${item.quantity}`);

/** How long after placing an order the same cart still means the buyer came back from its gateway. */
export const BACK_FROM_GATEWAY_MS = 60 * 60_000;

/**
 * Whether this visit knows the order sent to the gateway was not paid: the gateway returned it unpaid
 * (`?payment=failed|cancelled`), or, within the hour, the cart is still the one it was placed with,
 * as after the browser's Back from the gateway (a paid order takes its lines out of the cart; later,
 * the same lines are more likely a new order of the same things, which starts from the profile).
 */
export function knownUnpaid(draft: CheckoutDraft, returnedUnpaid: boolean, cart: Cart, now = Date.now()): boolean {
  if (returnedUnpaid) return true;
  const { placed, placedCart, placedAt } = draft;
  return placed && placedCart === cartKey(cart) && placedAt !== undefined && now - placedAt < BACK_FROM_GATEWAY_MS;
}

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
export function asPlaced(draft: CheckoutDraft, unpaid: boolean, cart: Cart, now = Date.now()): CheckoutDraft {
  return { edits: liveEdits(draft, unpaid), placed: true, placedCart: cartKey(cart), placedAt: now };
}

/** The draft of an attempt known unpaid: an ordinary draft again. */
export function reopened(draft: CheckoutDraft): CheckoutDraft {
  return draft.placed ? { edits: draft.edits, placed: false } : draft;
}
