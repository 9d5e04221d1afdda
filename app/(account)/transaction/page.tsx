import type { Metadata } from 'next';
import { SignedInOnly } from '@/components/account/SignedInOnly';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { TransactionHistory } from '@/components/transactions/TransactionHistory';
import { siteSettings } from '@/lib/site';

export const metadata: Metadata = { title: 'Transaction History' };

export default function TransactionHistoryPage() {
  return (
    <>
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Transaction History' }]} />
      <div className="mt-4">
        <PageHeading>Transaction History</PageHeading>
      </div>
      <SignedInOnly action="to see your transactions">
        <TransactionHistory currency={siteSettings().currency} />
      </SignedInOnly>
    </>
  );
}
