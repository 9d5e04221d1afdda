import type { Metadata } from 'next';
import { BuyerData } from '@/components/account/BuyerData';
import { CartScreen } from '@/components/cart/CartScreen';
import { buyerQueries } from '@/lib/account/buyer-queries';
import { siteSettings } from '@/lib/site';

export const metadata: Metadata = { title: 'Cart' };

export default function CartPage() {
  return (
    <BuyerData queries={[buyerQueries.cart]}>
      <CartScreen currency={siteSettings().currency} />
    </BuyerData>
  );
}
