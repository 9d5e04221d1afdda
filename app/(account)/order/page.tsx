import type { Metadata } from 'next';
import { SignedInOnly } from '@/components/account/SignedInOnly';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { OrderHistory } from '@/components/orders/OrderHistory';
import { siteSettings } from '@/lib/site';

export const metadata: Metadata = { title: 'Order History' };

export default function OrderHistoryPage() {
  return (
    <>
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Order History' }]} />
      <div className="mt-4">
        <PageHeading>Order History</PageHeading>
      </div>
      <SignedInOnly action="to see your orders">
        <OrderHistory currency={siteSettings().currency} />
      </SignedInOnly>
    </>
  );
}
