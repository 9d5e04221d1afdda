import type { Metadata } from 'next';
import { BuyerData } from '@/components/account/BuyerData';
import { WishlistScreen } from '@/components/wishlist/WishlistScreen';
import { buyerQueries } from '@/lib/account/buyer-queries';
import { siteSettings } from '@/lib/site';

export const metadata: Metadata = { title: 'Wishlist' };

export default function WishlistPage() {
  return (
    <BuyerData queries={[buyerQueries.wishlist, buyerQueries.cart]}>
      <WishlistScreen currency={siteSettings().currency} />
    </BuyerData>
  );
}
