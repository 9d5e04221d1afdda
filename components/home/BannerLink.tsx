import { IntentLink } from '@/components/routing/IntentLink';
import type { ReactNode } from 'react';

/** A banner's link: client-side navigation inside the store, a plain link to other sites. */
export function BannerLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <IntentLink href={href} className={className}>
      {children}
    </IntentLink>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
