'use client';

import dynamic from 'next/dynamic';
import { importWhenOnline } from '@/lib/client/import-when-online';
import { useSessionKind } from '@/lib/client/session-kind';
import { headerAccountPlaceholder } from './HeaderAccountPlaceholder';
import { LoginSignupLink } from './LoginSignupLink';

const HeaderSessionLinks = dynamic(() => importWhenOnline(() => import('@/components/session/session-parts')).then((parts) => parts.HeaderSessionLinks), {
  ssr: false,
  loading: () => headerAccountPlaceholder,
});

/**
 * The session-dependent part of the header. It is drawn in the browser, so the server never reads
 * the session to render a public page and those pages stay cacheable. A visitor gets the login link
 * without the session parts' code; a buyer gets those parts (the query library behind their
 * badges and menu), fetched after the page is drawn.
 */
export function HeaderAccount() {
  const session = useSessionKind();
  if (session.kind === 'pending') return headerAccountPlaceholder;
  if (session.kind === 'visitor') return <LoginSignupLink />;
  return <HeaderSessionLinks session={session.session} />;
}
