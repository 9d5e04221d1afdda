import Link from 'next/link';
import type { CartItem } from '@/lib/domain/cart';
import { stockShortages } from '@/lib/checkout/stock-shortage';

/**
 * Lines another buyer's order has left without stock: said before the buyer pays (the provider
 * would refuse the payment), and after a payment refused for it, with the way to fix the cart.
 */
export function StockShortageNotice({ items }: { items: CartItem[] }) {
  const shortages = stockShortages(items);
  if (shortages.length === 0) return null;
  return (
    <div role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">Not enough stock for your order</p>
      <ul className="mt-1 list-disc pl-5 text-sm">
        {shortages.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className="mt-1 text-sm">
        <Link href="/cart" className="font-semibold underline">
          Change your cart
        </Link>{' '}
        before you pay.
      </p>
    </div>
  );
}
