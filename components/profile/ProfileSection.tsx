import { useId, type ReactNode } from 'react';

/** One titled card of the profile screen; the card is a landmark named by its heading. */
export function ProfileSection({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}>
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
