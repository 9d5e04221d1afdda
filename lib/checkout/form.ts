import type { BuyerProfile, BuyerType } from '@/lib/domain/buyer';
import type { PaymentProvider } from '@/lib/domain/orders';
import { checkoutBody, type CheckoutBody } from '@/lib/shopping/schemas';

/** What the checkout form holds while the buyer types; every text starts as a string. */
export interface CheckoutValues {
  firstname: string;
  lastname: string;
  companyname: string;
  address: string;
  state: string;
  city: string;
  email: string;
  phone: string;
  orderNotes: string;
  /** Unset until the buyer chooses (spec section 4). */
  paymentMethod: PaymentProvider | null;
}

export type CheckoutField = keyof CheckoutValues;
export type ShippingField = Exclude<CheckoutField, 'orderNotes' | 'paymentMethod'>;

/** One message per field: the first problem is the one to fix. */
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

/** The shipping fields each kind of buyer fills, in the order the form shows them. */
export const SHIPPING_FIELDS: Record<BuyerType, ShippingField[]> = {
  individual: ['firstname', 'lastname', 'email', 'phone', 'address', 'city', 'state'],
  company: ['companyname', 'email', 'phone', 'address', 'city', 'state'],
};

/** Every field the form can point an error at, for either kind of buyer. */
export const FIELD_ORDER: CheckoutField[] = [...new Set([...SHIPPING_FIELDS.individual, ...SHIPPING_FIELDS.company]), 'orderNotes', 'paymentMethod'];

/** The form prefilled from the buyer's profile; a company ships to its own address and phone. */
export function checkoutDefaults(profile: BuyerProfile): CheckoutValues {
  return {
    firstname: profile.type === 'individual' ? profile.firstName : '',
    lastname: profile.type === 'individual' ? profile.lastName : '',
    companyname: profile.type === 'company' ? profile.companyName : '',
    address: profile.address ?? '',
    state: profile.state,
    city: profile.city,
    email: profile.email,
    phone: profile.phone,
    orderNotes: '',
    paymentMethod: null,
  };
}

function isField(name: string): name is CheckoutField {
  return (FIELD_ORDER as string[]).includes(name);
}

/** confirmOrder's names (contract 2.8) for fields the form names otherwise. */
const PROVIDER_FIELDS: Record<string, CheckoutField> = {
  shipping_address: 'address',
  phone_number: 'phone',
  order_notes: 'orderNotes',
  payment_method: 'paymentMethod',
};

/**
 * Field errors from the server, keyed by our names (our route's 422) or the provider's
 * (confirmOrder's), as the form's fields. Keys that match no field are left to the form's message.
 */
export function serverFieldErrors(errors: Record<string, string[]>): CheckoutErrors {
  const mapped: CheckoutErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = PROVIDER_FIELDS[key] ?? (isField(key) ? key : null);
    const message = messages[0];
    if (field && message && !mapped[field]) mapped[field] = message;
  }
  return mapped;
}

export type CheckoutValidation = { ok: true; body: CheckoutBody } | { ok: false; errors: CheckoutErrors };

/** The form checked by the schema the route handler uses, so both give the same message. */
export function validateCheckout(buyerType: BuyerType, values: CheckoutValues): CheckoutValidation {
  const names = buyerType === 'company' ? { companyname: values.companyname } : { firstname: values.firstname, lastname: values.lastname };
  const parsed = checkoutBody.safeParse({
    buyerType,
    ...names,
    address: values.address,
    state: values.state,
    city: values.city,
    email: values.email,
    phone: values.phone,
    paymentMethod: values.paymentMethod ?? undefined,
    ...(values.orderNotes.trim() ? { orderNotes: values.orderNotes } : {}),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return { ok: false, errors: serverFieldErrors(errors) };
}

/** The first field with an error, in the order the form shows them. */
export function firstInvalidField(type: BuyerType, errors: CheckoutErrors): CheckoutField | null {
  const shown: CheckoutField[] = [...SHIPPING_FIELDS[type], 'orderNotes', 'paymentMethod'];
  return shown.find((field) => errors[field]) ?? null;
}
