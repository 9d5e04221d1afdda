import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

/** The header's visitor link on `pathname?search`; returns its href. */
async function loginLinkOn(pathname: string, search: string) {
  jest.resetModules();
  jest.doMock('next/navigation', () => ({ usePathname: () => pathname, useSearchParams: () => new URLSearchParams(search) }));
  jest.doMock('next/link', () => ({ __esModule: true, default: ({ href, ...props }: { href: string }) => <a href={href} {...props} /> }));
  const page = setUpDom('');
  const { react, client } = await freshReact();
  const { LoginSignupLink } = await import('./LoginSignupLink');
  const root = client.createRoot(page);
  await react.act(async () => root.render(<LoginSignupLink />));
  const link = page.querySelector('a');
  expect(link?.textContent).toBe('Login/Sign up');
  await react.act(async () => root.unmount());
  return link?.getAttribute('href');
}

describe('the header’s Login/Sign up link', () => {
  it('brings the buyer back to the page they were on, its query included (a category’s sort and page)', async () => {
    expect(await loginLinkOn('/category/AGC101', 'catname=Tubers&sort=price_asc&page=3')).toBe(
      '/login?next=%2Fcategory%2FAGC101%3Fcatname%3DTubers%26sort%3Dprice_asc%26page%3D3',
    );
    expect(await loginLinkOn('/allproduct', 'page=3')).toBe('/login?next=%2Fallproduct%3Fpage%3D3');
  });

  it('leads to the plain login page from home', async () => {
    expect(await loginLinkOn('/', '')).toBe('/login');
  });
});
