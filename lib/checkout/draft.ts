import { z } from 'zod';
import { FIELD_ORDER, type CheckoutField } from './form';

/** The fields a buyer types at checkout; the payment method is chosen again on each attempt. */
export type EditableField = Exclude<CheckoutField, 'paymentMethod'>;
const EDITABLE_FIELDS = FIELD_ORDER.filter((field): field is EditableField => field !== 'paymentMethod');

/**
 * What the buyer changed from their profile for this order (kept in the tab, see lib/client/drafts.ts),
 * and whether it went to the payment gateway with an order.
 */
export const checkoutDraft = z.object({
  edits: z.partialRecord(z.enum(EDITABLE_FIELDS), z.string()),
  placed: z.boolean(),
});
export type CheckoutDraft = z.infer<typeof checkoutDraft>;

export const NO_CHECKOUT_DRAFT: CheckoutDraft = { edits: {}, placed: false };

/**
 * The edits that still hold. Those of an order sent to the gateway come back only with a payment the
 * gateway returned unpaid (`?payment=failed|cancelled`, where `reopened` keeps them for later visits);
 * on any other visit that order was paid or given up, and the next one starts from the profile, not
 * from another order's address.
 */
export function liveEdits(draft: CheckoutDraft, returnedUnpaid: boolean): CheckoutDraft['edits'] {
  return draft.placed && !returnedUnpaid ? {} : draft.edits;
}

/** The draft after the buyer typed `value` into `field`. */
export function withEdit(draft: CheckoutDraft, returnedUnpaid: boolean, field: EditableField, value: string): CheckoutDraft {
  return { edits: { ...liveEdits(draft, returnedUnpaid), [field]: value }, placed: false };
}

/** The draft once its order has gone to the gateway. */
export function asPlaced(draft: CheckoutDraft, returnedUnpaid: boolean): CheckoutDraft {
  return { edits: liveEdits(draft, returnedUnpaid), placed: true };
}

/** The draft of an attempt the gateway sent back unpaid: an ordinary draft again. */
export function reopened(draft: CheckoutDraft): CheckoutDraft {
  return draft.placed ? { ...draft, placed: false } : draft;
}
