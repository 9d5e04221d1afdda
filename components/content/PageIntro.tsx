import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from '@/components/catalogue/Breadcrumb';

/** The tinted band that opens a content page: breadcrumb, the page's one h1 and a lead paragraph. */
export function PageIntro({ crumbs, title, children }: { crumbs: Crumb[]; title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-12">
        <Breadcrumb items={crumbs} />
        <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        {children && <div className="mt-3 max-w-3xl text-lg text-stone-700">{children}</div>}
      </div>
    </div>
  );
}
