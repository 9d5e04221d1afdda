import { setUpDom } from '@/lib/testing/dom';
import { drawScreen } from '@/lib/testing/draw-screen';

/** The profile screen of a signed-in buyer, drawn while the browser is offline. */
async function drawOffline() {
  jest.resetModules();
  jest.doMock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/profile', useSearchParams: () => new URLSearchParams() }));
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({}));
  const page = setUpDom('');
  Object.defineProperty(window.navigator, 'onLine', { value: false, configurable: true });
  const session = { signedIn: true, userId: 'AGB12345678', buyerType: 'individual', name: 'Ada' } as const;
  takeDown = await drawScreen(page, session, async () => {
    (await import('@tanstack/react-query')).onlineManager.setOnline(false);
    const { ProfileScreen } = await import('@/components/profile/ProfileScreen');
    return <ProfileScreen />;
  });
  return { page, fetchSpy };
}

let takeDown = () => {};

afterEach(() => {
  takeDown();
  jest.restoreAllMocks();
});

it('offline, the profile screen says so instead of showing its skeleton until the connection returns', async () => {
  const { page, fetchSpy } = await drawOffline();
  expect(page.textContent).toContain('You are offline. Please check your internet connection.');
  expect(fetchSpy).not.toHaveBeenCalled();
});
