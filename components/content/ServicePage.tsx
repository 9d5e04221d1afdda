import Link from 'next/link';
import type { Service } from '@/lib/content/services';
import { siteSettings } from '@/lib/site';
import { ServiceFrame } from './ServiceFrame';

const button = 'inline-block rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800';

export function ServicePage({ service }: { service: Service }) {
  const text = service.text(siteSettings());
  const external = /^https?:/.test(text.action.href);
  const action = external ? (
    <a href={text.action.href} className={button} target="_blank" rel="noopener noreferrer">
      {text.action.label}
    </a>
  ) : (
    <Link href={text.action.href} className={button}>
      {text.action.label}
    </Link>
  );
  return (
    <ServiceFrame
      crumbs={[{ name: 'Home', href: '/' }, { name: 'Services', href: '/services' }, { name: service.label }]}
      current={service.slug}
    >
      <div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">For {service.label.toLowerCase()}</p>
        <h1 className="mt-2 max-w-3xl text-3xl font-bold text-brand-900 sm:text-4xl">{text.title}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-stone-700">{text.intro}</p>
        <div className="mt-6">{action}</div>

        <section aria-labelledby="service-highlights" className="mt-14">
          <h2 id="service-highlights" className="text-2xl font-semibold text-brand-900">
            What you get
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {text.highlights.map((highlight) => (
              <li key={highlight.title} className="rounded-xl border border-stone-200 border-t-4 border-t-harvest-400 bg-white p-5 shadow-sm">
                <h3 className="font-semibold text-stone-900">{highlight.title}</h3>
                <p className="mt-2 text-stone-700">{highlight.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="service-steps" className="mt-14">
          <h2 id="service-steps" className="text-2xl font-semibold text-brand-900">
            How it works
          </h2>
          <ol className="mt-6 grid gap-5 md:grid-cols-2">
            {text.steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="pt-1.5 text-stone-800">{step}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </ServiceFrame>
  );
}
