import type { Metadata } from 'next';
import { ServiceChooser } from '@/components/content/ServiceChooser';
import { siteSettings } from '@/lib/site';

const description = `How ${siteSettings().name} serves individuals, companies and the farmers and agribusinesses who sell on it.`;

export const metadata: Metadata = {
  title: 'Our services',
  description,
  alternates: { canonical: '/services' },
  openGraph: { title: 'Our services', description, url: '/services' },
};

export default function ServicesPage() {
  return <ServiceChooser />;
}
