import { APP_STORES } from './app-stores';

type Store = (typeof APP_STORES)[number];

/** A store badge drawn in CSS: no image request, sharp at any size. */
export function StoreBadge({ store }: { store: Store }) {
  return (
    <a
      href={store.href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-w-36 flex-col rounded-lg border border-stone-500 bg-black px-3 py-1.5 leading-tight text-white hover:bg-stone-800"
    >
      <span className="text-[10px] uppercase tracking-wide">{store.caption}</span>
      <span className="text-base font-semibold">{store.name}</span>
    </a>
  );
}
