import type { Payment } from '../db/schema';

/** One cart line as it was when checkout started; the order is written from this, not from the live cart. */
export interface PaymentItem {
  productId: string;
  product_name: string;
  product_image: string | null;
  selling_price: number;
  quantity: number;
  /** quantity × the product's unit weight, as on the cart row. */
  productWeight: number;
  sellerId: string;
}

/** Who pays and where it goes, as confirmOrder received it (profile values where the form left gaps). */
export interface PaymentCustomer {
  firstname: string;
  lastname: string;
  companyname: string | null;
  email: string;
  phone_number: string;
  shipping_address: string;
  city: string;
  state: string;
  country: string | null;
  zipcode: string | null;
  /** "<city>, <state>, <country>, <zipcode>" from the buyer's profile, as the original builds it. */
  billing_address: string;
  order_notes: string | null;
}

export function paymentItems(payment: Pick<Payment, 'items'>): PaymentItem[] {
  return JSON.parse(payment.items) as PaymentItem[];
}

export function paymentCustomer(payment: Pick<Payment, 'customer'>): PaymentCustomer {
  return JSON.parse(payment.customer) as PaymentCustomer;
}

export function lineTotal(item: Pick<PaymentItem, 'selling_price' | 'quantity'>): number {
  return item.selling_price * item.quantity;
}
