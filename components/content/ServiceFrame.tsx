import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/catalogue/Breadcrumb';
import { SERVICES } from '@/lib/content/services';
import { ServiceNav } from './ServiceNav';

// Only what the client bar needs crosses to the browser (the texts are functions).
const LINKS = SERVICES.map(({ slug, label }) => ({ slug, label }));

/** The breadcrumb and the service navigation above every /services page. */
export function ServiceFrame({ crumbs, current, children }: { crumbs: Crumb[]; current?: string; children: ReactNode }) {
  return (
    <>
      <div className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-3">
          <Breadcrumb items={crumbs} />
        </div>
      </div>
      <ServiceNav services={LINKS} current={current} />
      {children}
    </>
  );
}
