'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { LinkPending } from '@/components/layout/LinkPending';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * A link to one of the catalogue's big pages (home, all products) that prefetches the page when the
 * buyer reaches for it (the pointer over it, a touch, keyboard focus), not as soon as it is on
 * screen. The header's home link is on every page: seen, it fetched the home page's payload (about
 * 68 kB) and, through it, the home page's carousel code, during every page's first load, which cost
 * a phone 150-250 ms of main thread then (Lighthouse's blocking time) and data for a page the buyer
 * may never open. The touch comes a tenth of a second or more before the tap's click; a click on
 * a page not fetched yet shows the progress bar (LinkPending).
 */
export function IntentLink({ href, children, onMouseEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...props}
    >
      {children}
      <LinkPending />
    </Link>
  );
}
