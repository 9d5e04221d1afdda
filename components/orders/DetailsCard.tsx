import { useId, type ReactNode } from 'react';

/** A titled block of the order details page. */
export function DetailsCard({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-stone-200 p-4 sm:p-5 ${className}`}>
      <h2 id={id} className="mb-4 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
