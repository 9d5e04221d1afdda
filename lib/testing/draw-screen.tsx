import type { ReactElement } from 'react';
import type { PublicSession } from '@/lib/auth/public-session';
import { freshReact } from './fresh-react';

/**
 * Draws a signed-in screen in `page` as the (account) layout does, inside the QueryProvider with
 * `session`; `screen` imports it (after jest.resetModules, so it shares the fresh React). Returns
 * the take-down to call after the test: the tab's query client keeps stale and collection timers
 * (1 and 5 minutes) that would hold jest open after the file's tests, so the page is unmounted and
 * the client emptied.
 */
export async function drawScreen(page: HTMLElement, session: PublicSession, screen: () => Promise<ReactElement>): Promise<() => void> {
  const { react, client } = await freshReact();
  const { QueryProvider } = await import('@/components/providers/QueryProvider');
  const { getQueryClient } = await import('@/lib/client/query-client');
  const element = await screen();
  const root = client.createRoot(page);
  await react.act(async () => root.render(<QueryProvider session={session}>{element}</QueryProvider>));
  return () => {
    react.act(() => root.unmount());
    getQueryClient().clear();
  };
}
