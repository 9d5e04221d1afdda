import { IntentLink } from '@/components/routing/IntentLink';

export interface Crumb {
  name: string;
  /** Absent on the current page, which is the last crumb. */
  href?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-stone-700">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((crumb, i) => (
          <li key={`${i}-${crumb.name}`} className="flex min-w-0 items-center gap-1">
            {i > 0 && <span aria-hidden="true" className="text-stone-400">›</span>}
            {crumb.href ? (
              <IntentLink href={crumb.href} className="hover:text-brand-800 hover:underline">
                {crumb.name}
              </IntentLink>
            ) : (
              <span aria-current="page" className="truncate font-medium text-stone-900">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
