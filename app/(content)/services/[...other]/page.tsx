import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { ServiceChooser } from '@/components/content/ServiceChooser';
import { findService } from '@/lib/content/services';

/** Any /services path that is not one of the three prerendered pages; rendered per request, never cached. */
export const metadata: Metadata = {
  title: 'Our services',
  description: 'Choose a service: individuals, companies or businesses that sell their produce.',
  alternates: { canonical: '/services' },
  robots: { index: false, follow: true },
};

export default async function OtherServiceRoute({ params }: { params: Promise<{ other: string[] }> }) {
  const { other } = await params;
  // Another spelling of a service (/services/Company) goes to its page.
  const service = other.length === 1 ? findService(other[0] ?? '') : undefined;
  if (service) permanentRedirect(`/services/${service.slug}`);
  return <ServiceChooser />;
}
