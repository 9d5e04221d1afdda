import type { Metadata } from 'next';
import { PageNotFound } from '@/components/routing/PageNotFound';

export const metadata: Metadata = { title: 'Page not found' };

export default function NotFound() {
  return <PageNotFound />;
}
