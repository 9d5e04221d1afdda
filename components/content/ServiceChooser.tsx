import Link from 'next/link';
import { SERVICES } from '@/lib/content/services';
import { siteSettings } from '@/lib/site';
import { ServiceFrame } from './ServiceFrame';

/** /services itself and any /services path that names no service (spec: the prompt text). */
export function ServiceChooser() {
  const { name } = siteSettings();
  return (
    <ServiceFrame crumbs={[{ name: 'Home', href: '/' }, { name: 'Services' }]}>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Our services</h1>
        <p className="mt-4 max-w-3xl text-lg text-stone-700">Select a service category from the navigation above.</p>
        <ul className="mt-8 grid gap-5 md:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service.slug} className="relative rounded-xl border border-stone-200 bg-white p-5 shadow-sm hover:border-brand-600">
              <h2 className="text-lg font-semibold text-brand-900">
                <Link href={`/services/${service.slug}`} className="after:absolute after:inset-0 hover:underline">
                  {service.label}
                </Link>
              </h2>
              <p className="mt-2 text-stone-700">{service.summary}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 max-w-3xl text-stone-700">
          Buying for yourself or your home? Choose Individuals. Buying for a restaurant, hotel, school or other
          organisation? Choose Company. Growing or processing produce to sell on {name}? Choose Business.
        </p>
      </div>
    </ServiceFrame>
  );
}
