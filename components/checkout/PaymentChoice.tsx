import { ChoiceCards, type Choice } from '@/components/forms/ChoiceCards';
import type { PaymentProvider } from '@/lib/domain/orders';

const METHODS: Choice<PaymentProvider>[] = [
  { value: 'paystack', label: 'Paystack', hint: 'Card, bank transfer or USSD on Paystack’s secure page' },
  { value: 'stripe', label: 'Stripe', hint: 'Card payment on Stripe’s secure page' },
];

interface PaymentChoiceProps {
  value: PaymentProvider | null;
  onChange: (value: PaymentProvider) => void;
  error?: string;
  disabled: boolean;
}

/** The two gateways confirmOrder accepts; nothing is chosen until the buyer picks one (spec section 4). */
export function PaymentChoice(props: PaymentChoiceProps) {
  return (
    <ChoiceCards
      name="paymentMethod"
      legend="Payment method"
      legendClassName="mb-2 text-lg font-semibold text-brand-900"
      gridClassName="grid gap-2"
      choices={METHODS}
      {...props}
    />
  );
}
