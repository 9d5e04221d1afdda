'use client';

import Link from 'next/link';
import { useSyncExternalStore } from 'react';

/** Spec: the bar becomes fixed after 80 px of scrolling, 60 px on screens 500 px wide or narrower. */
const NARROW = '(max-width: 500px)';

function subscribe(onChange: () => void): () => void {
  const narrow = window.matchMedia(NARROW);
  window.addEventListener('scroll', onChange, { passive: true });
  narrow.addEventListener('change', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    narrow.removeEventListener('change', onChange);
  };
}

function isPastThreshold(): boolean {
  return window.scrollY > (window.matchMedia(NARROW).matches ? 60 : 80);
}

export interface ServiceLink {
  slug: string;
  label: string;
}

export function ServiceNav({ services, current }: { services: readonly ServiceLink[]; current?: string }) {
  const fixed = useSyncExternalStore(subscribe, isPastThreshold, () => false);
  return (
    // The wrapper keeps the bar's height in the flow, so the page does not jump when the bar is fixed.
    <div className="h-14">
      <nav
        aria-label="Services"
        data-pinned-bar
        className={`h-14 border-b border-stone-200 bg-white ${fixed ? 'fixed inset-x-0 top-16 z-20 shadow-md' : ''}`}
      >
        <ul className="mx-auto flex h-full max-w-7xl items-center gap-2 overflow-x-auto px-4">
          {services.map((service) => {
            const active = service.slug === current;
            return (
              <li key={service.slug}>
                <Link
                  href={`/services/${service.slug}`}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                    active ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-50'
                  }`}
                >
                  {service.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
