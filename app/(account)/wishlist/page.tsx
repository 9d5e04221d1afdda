import type { Metadata } from 'next';
import { WishlistScreen } from '@/components/wishlist/WishlistScreen';
import { siteSettings } from '@/lib/site';

export const metadata: Metadata = { title: 'Wishlist' };

export default function WishlistPage() {
  return <WishlistScreen currency={siteSettings().currency} />;
}
