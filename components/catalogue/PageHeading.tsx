import type { ReactNode } from 'react';

export function PageHeading({ children, aside }: { children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{children}</h1>
      {aside}
    </div>
  );
}
