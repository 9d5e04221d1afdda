import type { Metadata } from 'next';
import { decodeSegment } from '@/lib/routing/segment';
import { SignedInOnly } from '@/components/account/SignedInOnly';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { OrderDetails } from '@/components/orders/OrderDetails';
import { ORDER_HISTORY_PATH } from '@/components/orders/urls';
import { siteSettings } from '@/lib/site';

export const metadata: Metadata = { title: 'Order Details' };

type Props = { params: Promise<{ orderId: string }> };

export default async function OrderDetailsPage({ params }: Props) {
  const orderId = decodeSegment((await params).orderId);
  return (
    <>
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Order History', href: ORDER_HISTORY_PATH }, { name: 'Order Details' }]} />
      <div className="mt-4">
        <PageHeading>Order Details</PageHeading>
      </div>
      <SignedInOnly action="to see this order">
        <OrderDetails orderId={orderId} currency={siteSettings().currency} />
      </SignedInOnly>
    </>
  );
}
