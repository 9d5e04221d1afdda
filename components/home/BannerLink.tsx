import Link from 'next/link';
import type { ReactNode } from 'react';

/** A banner's link: client-side navigation inside the store, a plain link to other sites. */
export function BannerLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return href.startsWith('/') ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
