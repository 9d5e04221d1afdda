'use client';

import dynamic from 'next/dynamic';
import { importWhenOnline } from '@/lib/client/import-when-online';
import { headerAccountPlaceholder } from './HeaderAccountPlaceholder';

/**
 * The session-dependent part of the header. It is drawn in the browser (from /api/session, or the
 * session an account screen's layout hands over), so the server never reads the session to render a
 * public page and those pages stay cacheable; and its code (with the query library behind the
 * buyer's data) loads after the page is drawn, not with it.
 */
export const HeaderAccount = dynamic(() => importWhenOnline(() => import('@/components/session/session-parts')).then((parts) => parts.HeaderSessionLinks), {
  ssr: false,
  loading: () => headerAccountPlaceholder,
});
