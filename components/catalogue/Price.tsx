import { formatPrice } from '@/lib/format/price';

export function Price({ value, currency, className }: { value: unknown; currency: string; className?: string }) {
  return <span className={className}>{formatPrice(value, currency)}</span>;
}
