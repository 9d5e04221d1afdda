import type { ReactNode } from 'react';

export function PageHeading({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      {/* A search term is the visitor's own: a long one without spaces wraps rather than widening the page. */}
      <h1 className="text-2xl font-bold wrap-anywhere text-brand-900 sm:text-3xl">{children}</h1>
      {aside}
    </div>
  );
}
