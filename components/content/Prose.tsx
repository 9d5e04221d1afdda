import type { ReactNode } from 'react';

/** Reading typography for long texts written as plain elements (h2, h3, p, ul, ol, a). */
const PROSE = [
  'max-w-3xl leading-relaxed text-stone-800',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-brand-900',
  '[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_strong]:font-semibold [&_strong]:text-stone-900',
].join(' ');

export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${PROSE} ${className}`}>{children}</div>;
}
