import { z } from 'zod';

/**
 * Request bodies of the shopping route handlers, shared with the forms that send them so the
 * browser and the server give the same message for the same mistake.
 */

/** Product ids are the provider's AGP… codes; anything longer than this is not one. */
const productId = z.string().trim().min(1, 'A product is required').max(64);

/** More than any stock the marketplace holds; the provider enforces the real limit. */
export const MAX_LINE_QUANTITY = 100_000;

const quantity = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, 'Quantity is too large');

export const addToCartBody = z.object({ productId, quantity });
export type AddToCartBody = z.infer<typeof addToCartBody>;

export const cartQuantityBody = z.object({ quantity });

export const wishlistBody = z.object({ productId });

/** Spec section 5: phone at most 11 characters (a Nigerian mobile number without its +234). */
export const PHONE_MAX = 11;
export const ORDER_NOTES_MAX = 500;

/** The provider's `max:100` on the buyer columns these fields are kept in. */
export const SHIPPING_FIELD_MAX = 100;

const required = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(SHIPPING_FIELD_MAX, `${label} must be at most ${SHIPPING_FIELD_MAX} characters`);

const shippingFields = {
  paymentMethod: z.enum(['paystack', 'stripe'], { message: 'Choose a payment method' }),
  address: required('Address'),
  state: required('State'),
  city: required('City'),
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address')),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone is required')
    .max(PHONE_MAX, `Phone must be at most ${PHONE_MAX} characters, e.g. 08031234567`)
    .regex(/^\+?\d+$/, 'Phone may contain only digits, with an optional + at the start'),
  orderNotes: z.string().trim().max(ORDER_NOTES_MAX, `Order notes must be at most ${ORDER_NOTES_MAX} characters`).optional(),
};

/** The checkout form: individuals give their names, companies the company name. */
export const checkoutBody = z.discriminatedUnion('buyerType', [
  z.object({ buyerType: z.literal('individual'), firstname: required('First name'), lastname: required('Last name'), ...shippingFields }),
  z.object({ buyerType: z.literal('company'), companyname: required('Company name'), ...shippingFields }),
]);
export type CheckoutBody = z.infer<typeof checkoutBody>;

export const REVIEW_MAX = 500;

/** Spec section 5: rating 1 to 5 and a text that is not blank. */
export const reviewBody = z.object({
  productId,
  rating: z.number().int().min(1, 'Choose a rating from 1 to 5 stars').max(5, 'Choose a rating from 1 to 5 stars'),
  feedback: z.string().trim().min(1, 'Write a few words about the product').max(REVIEW_MAX, `Reviews must be at most ${REVIEW_MAX} characters`),
});
export type ReviewBody = z.infer<typeof reviewBody>;
