import { sanitizeDescription } from '@/lib/catalogue/sanitize';

// No typography plugin: the seller's markup is styled through descendant variants.
const PROSE = [
  'max-w-prose text-stone-800 leading-relaxed break-words',
  '[&_p]:mb-3 [&_ul]:mb-3 [&_ol]:mb-3 [&_table]:mb-3 [&>:last-child]:mb-0',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mb-1 [&_li]:pl-1',
  '[&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900',
  '[&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_h4]:mt-4 [&_h4]:mb-1 [&_h4]:font-semibold [&_h4]:text-stone-900 [&>:first-child]:mt-0',
  '[&_strong]:font-semibold [&_b]:font-semibold [&_strong]:text-stone-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-sm [&_caption]:mb-1 [&_caption]:text-left [&_caption]:font-medium',
  '[&_th]:border [&_th]:border-stone-300 [&_th]:bg-stone-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-stone-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
].join(' ');

/** A seller's product description, sanitized here on the server before it reaches the page. */
export function ProductDescription({ html }: { html: string }) {
  const clean = sanitizeDescription(html);
  if (!clean) return null;
  return <div className={PROSE} dangerouslySetInnerHTML={{ __html: clean }} />;
}
