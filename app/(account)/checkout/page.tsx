import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { CheckoutScreen } from '@/components/checkout/CheckoutScreen';
import { PaymentReturnNotice } from '@/components/checkout/PaymentReturnNotice';
import { paymentReturnOf } from '@/lib/checkout/payment-return';
import { siteSettings } from '@/lib/site';

export const metadata: Metadata = { title: 'Checkout' };

type Props = { searchParams: Promise<{ payment?: string | string[] }> };

/** A payment the gateway sent back unpaid (`?payment=failed|cancelled`) is explained with the page's first HTML. */
export default async function CheckoutPage({ searchParams }: Props) {
  const { payment } = await searchParams;
  const returned = paymentReturnOf(typeof payment === 'string' ? payment : null);
  return (
    <>
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Cart', href: '/cart' }, { name: 'Checkout' }]} />
      <div className="mt-4">
        <PageHeading>Checkout</PageHeading>
      </div>
      {returned && <PaymentReturnNotice status={returned} />}
      <CheckoutScreen currency={siteSettings().currency} returnedUnpaid={returned !== null} />
    </>
  );
}
