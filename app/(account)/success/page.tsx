import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SuccessScreen } from '@/components/success/SuccessScreen';
import { SuccessSkeleton } from '@/components/success/SuccessSkeleton';
import { siteSettings } from '@/lib/site';

export const metadata: Metadata = { title: 'Order confirmation' };

export default function SuccessPage() {
  return (
    <Suspense fallback={<SuccessSkeleton />}>
      <SuccessScreen currency={siteSettings().currency} />
    </Suspense>
  );
}
