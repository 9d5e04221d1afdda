import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ServicePage } from '@/components/content/ServicePage';
import { SERVICES } from '@/lib/content/services';

// Other segments fall through to the sibling [...other] route, which renders per request: prerendering
// them on demand here would cache every path anyone requests.
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICES.map(({ slug }) => ({ service: slug }));
}

type Props = { params: Promise<{ service: string }> };

function serviceOf(slug: string) {
  const service = SERVICES.find((candidate) => candidate.slug === slug);
  if (!service) notFound();
  return service;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = serviceOf((await params).service);
  const title = `Services for ${service.label.toLowerCase()}`;
  const path = `/services/${service.slug}`;
  return {
    title,
    description: service.summary,
    alternates: { canonical: path },
    openGraph: { title, description: service.summary, url: path },
  };
}

export default async function ServiceRoute({ params }: Props) {
  return <ServicePage service={serviceOf((await params).service)} />;
}
