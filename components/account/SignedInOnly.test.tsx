import { setUpDom } from '@/lib/testing/dom';
import { drawScreen } from '@/lib/testing/draw-screen';

/** The support screen as the (account) layout draws it with `session`, the buyer the server read. */
async function drawSupport(session: { signedIn: false } | { signedIn: true; userId: string; buyerType: 'individual'; name: string }) {
  jest.resetModules();
  jest.doMock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/support', useSearchParams: () => new URLSearchParams() }));
  jest.doMock('next/link', () => ({ __esModule: true, default: ({ href, ...props }: { href: string }) => <a href={href} {...props} /> }));
  // The lists' own reads never answer: what shows must not depend on them.
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  const page = setUpDom('');
  takeDown = await drawScreen(page, session, async () => {
    const { SupportHistory } = await import('@/components/support/SupportHistory');
    return <SupportHistory />;
  });
  return page;
}

let takeDown = () => {};

afterEach(() => {
  takeDown();
  jest.restoreAllMocks();
});

describe('SignedInOnly, on the support screen', () => {
  it('asks a buyer whose session the server no longer opens to sign in again, with no table waiting for ever and no ticket form', async () => {
    const page = await drawSupport({ signedIn: false });
    expect(page.querySelector('a[href^="/login"]')?.textContent).toBe('Sign in');
    expect(page.textContent).toContain('Your session has ended. Please sign in to see your support tickets.');
    expect(page.querySelector('table')).toBeNull();
    expect([...page.querySelectorAll('button')].map((button) => button.textContent)).not.toContain('+ Open a Support Ticket');
  });

  it('shows a signed-in buyer the table and the button', async () => {
    const page = await drawSupport({ signedIn: true, userId: 'AGB7', buyerType: 'individual', name: 'Ada' });
    expect(page.querySelector('a[href^="/login"]')).toBeNull();
    expect(page.querySelector('table')).not.toBeNull();
    expect([...page.querySelectorAll('button')].map((button) => button.textContent)).toContain('+ Open a Support Ticket');
  });
});
