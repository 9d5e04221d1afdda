import type { Metadata } from 'next';
import { CartScreen } from '@/components/cart/CartScreen';
import { siteSettings } from '@/lib/site';

export const metadata: Metadata = { title: 'Cart' };

export default function CartPage() {
  return <CartScreen currency={siteSettings().currency} />;
}
