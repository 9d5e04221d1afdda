import type { CheckoutPayload } from '@/lib/domain/orders';
import type { CheckoutBody } from './schemas';

/** The checkout form as confirmOrder's body: the provider's four rules plus what it keeps with the order. */
export function toCheckoutPayload(body: CheckoutBody): CheckoutPayload {
  const names = body.buyerType === 'company' ? { companyname: body.companyname } : { firstname: body.firstname, lastname: body.lastname };
  return {
    paymentMethod: body.paymentMethod,
    shipping_address: body.address,
    city: body.city,
    state: body.state,
    phone_number: body.phone,
    email: body.email,
    ...names,
    ...(body.orderNotes ? { order_notes: body.orderNotes } : {}),
  };
}
