import { ORDER_STATUS_LABELS, type OrderStatus } from '@/lib/domain/orders';

const TONES: Record<OrderStatus, string> = {
  placed: 'bg-stone-100 text-stone-800',
  confirmed: 'bg-amber-50 text-amber-900',
  shipped: 'bg-sky-50 text-sky-900',
  out_for_delivery: 'bg-sky-50 text-sky-900',
  delivered: 'bg-brand-50 text-brand-900',
  cancelled: 'bg-red-50 text-red-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
