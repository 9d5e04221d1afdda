import type { Currency } from '@/lib/format/currency';
import { formatPrice } from '@/lib/format/price';

export function Price({ value, currency, className }: { value: unknown; currency: Currency; className?: string }) {
  return <span className={className}>{formatPrice(value, currency)}</span>;
}
