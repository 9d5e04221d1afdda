import { roundMoney, sumOrNull } from './money';

/** The delivery path the sandbox moves an order along; `cancelled` can leave it before delivery. */
export const ORDER_STEPS = ['placed', 'confirmed', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];
export type OrderStatus = OrderStep | 'cancelled';

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Order Placed',
  confirmed: 'Order Confirmed',
  shipped: 'Shipped',
  out_for_delivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

const KNOWN_STATUSES: readonly string[] = [...ORDER_STEPS, 'cancelled'];

/**
 * The provider's `order_status` as a step. The real provider only ever writes the payment status
 * "success" (an order exists only once paid, i.e. confirmed); its admin code also counts "pending"
 * and "failed". Anything unrecognised is shown as placed rather than hiding the order.
 */
export function normalizeOrderStatus(raw: string): OrderStatus {
  const value = raw.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if (KNOWN_STATUSES.includes(value)) return value as OrderStatus;
  if (value === 'success' || value === 'paid') return 'confirmed';
  if (value === 'failed' || value === 'canceled') return 'cancelled';
  return 'placed';
}

/** Index of a status on the delivery path, or -1 for cancelled. */
export function orderStepIndex(status: OrderStatus): number {
  return status === 'cancelled' ? -1 : ORDER_STEPS.indexOf(status);
}

/**
 * Whether an order in this status is a purchase: paid and not cancelled. Only a purchase's products
 * may be reviewed (contract: an order row with a paid status), so a placed or cancelled order offers no review.
 */
export const isPurchase = (status: OrderStatus): boolean => status !== 'placed' && status !== 'cancelled';

export interface OrderStatusChange {
  status: OrderStatus;
  at: string;
}

/** One product of an order: the provider keeps one row per product, sharing the orderId. */
export interface OrderLine {
  orderId: string;
  productId: string;
  productName: string;
  imageUrl: string | null;
  /** Null when the provider's amount is not a number (shown as 'Invalid input'), as are the sums it is part of. */
  unitPrice: number | null;
  quantity: number;
  lineTotal: number | null;
  status: OrderStatus;
  /** Oldest first; empty when the provider does not record the history (the real one does not). */
  statusHistory: OrderStatusChange[];
  createdAt: string;
  /** The gateway's channel on the real provider ("card"), paystack/stripe on the sandbox. */
  paymentMethod: string;
  paymentReference: string;
  /** The gateway's transaction id (the Transaction ID column), when there is one. */
  paymentId: string | null;
  currency: string | null;
  /** The whole order's fee, repeated on every line. */
  shippingFee: number;
  /** The whole payment's total, repeated on every line; null when the provider left it out. */
  grandTotal: number | null;
  firstname: string;
  lastname: string;
  email: string;
  shippingAddress: string;
  city: string | null;
  state: string | null;
  phone: string;
}

export interface OrderCustomer {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  shippingAddress: string;
  city: string | null;
  state: string | null;
}

export interface Order {
  orderId: string;
  createdAt: string;
  status: OrderStatus;
  statusHistory: OrderStatusChange[];
  lines: OrderLine[];
  subtotal: number | null;
  shippingFee: number;
  total: number | null;
  currency: string | null;
  paymentMethod: string;
  paymentReference: string;
  paymentId: string | null;
  customer: OrderCustomer;
}

/** One payment, as the Transaction History lists it. */
export interface Transaction {
  /** The gateway's transaction id, else the payment reference. */
  id: string;
  paymentId: string | null;
  reference: string;
  orderIds: string[];
  createdAt: string;
  amount: number | null;
  currency: string | null;
  method: string;
  /** Orders are only written for verified payments, so every payment they show succeeded. */
  status: 'success';
}

export type PaymentProvider = 'paystack' | 'stripe';

/**
 * confirmOrder's body: the first five fields are the provider's rules. The sandbox keeps the rest with
 * the order; the real provider takes names, e-mail and billing address from the profile (contract 2.8).
 */
export interface CheckoutPayload {
  paymentMethod: PaymentProvider;
  shipping_address: string;
  city: string;
  state: string;
  phone_number: string;
  firstname?: string;
  lastname?: string;
  companyname?: string;
  email?: string;
  country?: string;
  zipcode?: string;
  order_notes?: string;
}

export interface CheckoutRedirect {
  provider: PaymentProvider;
  /** The gateway's hosted payment page; the browser is sent there. */
  redirectUrl: string;
}

/** Buckets items by key, keeping the order keys were first seen in (getOrders is newest first). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
}

function toOrder(first: OrderLine, lines: OrderLine[]): Order {
  const subtotal = sumOrNull(lines.map((line) => line.lineTotal));
  return {
    orderId: first.orderId,
    createdAt: first.createdAt,
    status: first.status,
    statusHistory: first.statusHistory,
    lines,
    subtotal,
    shippingFee: first.shippingFee,
    total: subtotal === null ? null : roundMoney(subtotal + first.shippingFee),
    currency: first.currency,
    paymentMethod: first.paymentMethod,
    paymentReference: first.paymentReference,
    paymentId: first.paymentId,
    customer: {
      firstname: first.firstname,
      lastname: first.lastname,
      email: first.email,
      phone: first.phone,
      shippingAddress: first.shippingAddress,
      city: first.city,
      state: first.state,
    },
  };
}

/** The lines of one order as an Order, or null for none. */
export function orderFromLines(lines: readonly OrderLine[]): Order | null {
  const first = lines[0];
  return first ? toOrder(first, [...lines]) : null;
}

/** Order rows grouped into orders by orderId, in the order the rows came. */
export function groupOrderLines(lines: readonly OrderLine[]): Order[] {
  return groupBy(lines, (line) => line.orderId).flatMap((group) => {
    const order = orderFromLines(group);
    return order ? [order] : [];
  });
}

/** The key one payment's rows share: its reference, else the gateway id, else the order. */
function paymentKey(line: OrderLine): string {
  return line.paymentReference || line.paymentId || `order:${line.orderId}`;
}

/** One Transaction per payment, derived from the order rows (the provider has no transaction call). */
export function deriveTransactions(lines: readonly OrderLine[]): Transaction[] {
  return groupBy(lines, paymentKey).flatMap((group) => {
    const first = group[0];
    if (!first) return [];
    const orders = groupOrderLines(group);
    return [
      {
        id: first.paymentId || first.paymentReference || first.orderId,
        paymentId: first.paymentId,
        reference: first.paymentReference,
        orderIds: orders.map((order) => order.orderId),
        createdAt: first.createdAt,
        // grand_price is what the gateway charged; without it, what the orders add up to.
        amount: first.grandTotal ?? sumOrNull(orders.map((order) => order.total)),
        currency: first.currency,
        method: first.paymentMethod,
        status: 'success' as const,
      },
    ];
  });
}
