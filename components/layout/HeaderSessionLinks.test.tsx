import type { ReactNode } from 'react';
import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';
import { testQueryClient } from '@/lib/testing/query-client';

jest.setTimeout(30_000);

/** The header's links for a visitor on `pathname?search`; returns the Login/Sign up link's href. */
async function loginLinkOn(pathname: string, search: string) {
  jest.resetModules();
  jest.doMock('next/navigation', () => ({ usePathname: () => pathname, useSearchParams: () => new URLSearchParams(search) }));
  jest.doMock('next/link', () => ({ __esModule: true, default: ({ href, ...props }: { href: string }) => <a href={href} {...props} /> }));
  const page = setUpDom('');
  const { react, client } = await freshReact();
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const queryClient = await testQueryClient({ signedIn: false });
  jest.doMock('@/components/providers/QueryProvider', () => ({
    QueryProvider: ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  }));
  const { HeaderSessionLinks } = await import('./HeaderSessionLinks');
  const root = client.createRoot(page);
  await react.act(async () => root.render(<HeaderSessionLinks />));
  const href = [...page.querySelectorAll('a')].find((anchor) => anchor.textContent === 'Login/Sign up')?.getAttribute('href');
  // Unmounted: the session query's observer keeps a staleness timer that would hold jest up.
  await react.act(async () => root.unmount());
  return href;
}

describe('the header’s Login/Sign up link', () => {
  it('brings the buyer back to the page they were on, its query included (a category’s sort and page)', async () => {
    expect(await loginLinkOn('/category/AGC101', 'catname=Tubers&sort=price_asc&page=3')).toBe(
      '/login?next=%2Fcategory%2FAGC101%3Fcatname%3DTubers%26sort%3Dprice_asc%26page%3D3',
    );
    expect(await loginLinkOn('/allproduct', 'page=3')).toBe('/login?next=%2Fallproduct%3Fpage%3D3');
  });
});
