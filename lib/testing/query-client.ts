import type { PublicSession } from '@/lib/auth/public-session';

/**
 * A query client for a component test, holding `session` as the page's session. Nothing is
 * retried, and nothing is collected later: TanStack's 5-minute collection timers would keep jest
 * running after the test. Call it after jest.resetModules(), like freshReact, so that it and the
 * code under test share one query library.
 */
export async function testQueryClient(session: PublicSession) {
  const [{ QueryClient }, { queryKeys }] = await Promise.all([import('@tanstack/react-query'), import('@/lib/client/query-keys')]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { gcTime: Infinity } } });
  queryClient.setQueryData(queryKeys.session, session);
  return queryClient;
}
