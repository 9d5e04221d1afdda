import type { PaymentReturn } from '@/lib/checkout/payment-return';

const NOTICES: Record<PaymentReturn, { title: string; text: string }> = {
  failed: {
    title: 'Your payment was declined',
    text: 'No order was placed and you were not charged. Your cart was kept: check your details, choose a payment method and try again.',
  },
  cancelled: {
    title: 'You cancelled the payment',
    text: 'No order was placed and you were not charged. Your cart was kept, so you can place the order whenever you are ready.',
  },
};

/** Why the gateway sent the buyer back here instead of to the success page. */
export function PaymentReturnNotice({ status }: { status: PaymentReturn }) {
  const notice = NOTICES[status];
  return (
    <div role="alert" className="mb-6 rounded-md border border-harvest-400 bg-harvest-400/15 px-4 py-3 text-stone-900">
      <p className="font-semibold">{notice.title}</p>
      <p className="text-sm">{notice.text}</p>
    </div>
  );
}
