import type { Metadata } from 'next';
import { SupportHistory } from '@/components/support/SupportHistory';

export const metadata: Metadata = { title: 'Support History' };

export default function SupportPage() {
  return <SupportHistory />;
}
