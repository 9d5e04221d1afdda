import { IntentLink } from '@/components/routing/IntentLink';

/**
 * The marketplace's mark: a sprouting leaf over its name. Below 380 px (phones of 360 and 320 px)
 * the header has no room for the name beside the search and account controls, so only the mark
 * shows; a longer name than ours is cut with an ellipsis rather than widening the page (beside the
 * search box, past 40% of the header).
 */
export function Logo({ name }: { name: string }) {
  return (
    <IntentLink href="/" className="flex min-w-0 items-center gap-2 text-brand-800 md:max-w-[40%]" aria-label={`${name} home`}>
      <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" className="shrink-0">
        <circle cx="16" cy="16" r="16" fill="#23672e" />
        <path d="M16 25V14" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path d="M16 16c-5 0-7.5-3-7.5-7 4.5 0 7.5 2.5 7.5 7Z" fill="#f5b83d" />
        <path d="M16 19c4.5 0 7.5-3 7.5-7.5-4.5 0-7.5 3-7.5 7.5Z" fill="#dcf0df" />
      </svg>
      <span className="truncate text-lg font-bold tracking-tight max-[379px]:hidden sm:text-xl">{name}</span>
    </IntentLink>
  );
}
