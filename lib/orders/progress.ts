import { ORDER_STEPS, orderStepIndex, type Order, type OrderStatus, type OrderStep } from '@/lib/domain/orders';

export type StepState = 'done' | 'current' | 'upcoming';

export interface ProgressStep {
  step: OrderStep;
  label: string;
  state: StepState;
  /** When the order reached this step, if the provider recorded it; null for steps not reached. */
  at: string | null;
}

/** The progress bar's content: the delivery path, or the fact that the order was cancelled. */
export type OrderProgress = { kind: 'path'; steps: ProgressStep[] } | { kind: 'cancelled'; at: string | null };

/** The shipping step reads as a wait until the order has actually shipped. */
const LABELS: Record<OrderStep, { reached: string; upcoming: string }> = {
  placed: { reached: 'Order Placed', upcoming: 'Order Placed' },
  confirmed: { reached: 'Order Confirmed', upcoming: 'Order Confirmed' },
  shipped: { reached: 'Shipped', upcoming: 'Waiting to be Shipped' },
  out_for_delivery: { reached: 'Out for Delivery', upcoming: 'Out for Delivery' },
  delivered: { reached: 'Delivered', upcoming: 'Delivered' },
};

function stepState(index: number, current: number): StepState {
  if (index < current) return 'done';
  return index === current ? 'current' : 'upcoming';
}

type Dated = Pick<Order, 'statusHistory' | 'createdAt'>;

const reachedAt = (order: Dated, status: OrderStatus) => order.statusHistory.findLast((change) => change.status === status)?.at ?? null;

/**
 * When the buyer placed the order, as its Order Placed step says: the row's created_at is when the
 * payment went through in the sandbox (minutes later), and stands in only where there is no history
 * (the real provider keeps none).
 */
export const orderPlacedAt = (order: Dated): string => reachedAt(order, 'placed') ?? order.createdAt;

/**
 * The five-step progress bar driven by the order's real status (the spec's screen drew it fixed,
 * telling the buyer nothing; the shopping-flow issue asks for the real status and dates). A step
 * reached shows when it was reached, from the status history; an order that skipped a step (the
 * provider allows it) shows that step reached without a date. The real provider keeps no history,
 * so there only the order's own date is known, for "Order Placed".
 */
export function orderProgress(order: Pick<Order, 'status' | 'statusHistory' | 'createdAt'>): OrderProgress {
  if (order.status === 'cancelled') return { kind: 'cancelled', at: reachedAt(order, 'cancelled') };
  const current = orderStepIndex(order.status);
  const steps = ORDER_STEPS.map((step, index): ProgressStep => {
    const state = stepState(index, current);
    const reached = state !== 'upcoming';
    return {
      step,
      label: LABELS[step][reached ? 'reached' : 'upcoming'],
      state,
      at: reached ? (step === 'placed' ? orderPlacedAt(order) : reachedAt(order, step)) : null,
    };
  });
  return { kind: 'path', steps };
}
