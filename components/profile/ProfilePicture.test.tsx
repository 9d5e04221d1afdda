import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';
import { testQueryClient } from '@/lib/testing/query-client';

// Each test loads React and the profile screen anew, which takes a few seconds on a busy 2-core machine.
jest.setTimeout(30_000);

/** Unmounts the screen: its queries' observers keep timers (staleness) that would hold jest up. */
let closeProfile = async () => {};

afterEach(async () => {
  await closeProfile();
  jest.restoreAllMocks();
});

const PROFILE = {
  type: 'individual',
  userId: 'AGB12345678',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  address: '1 Ring Road',
  country: 'Nigeria',
  state: 'Oyo',
  city: 'Ibadan',
  zipcode: null,
};

/**
 * The profile screen in a jsdom page, its picture `/media/profile_images/me.png` at first. Our API
 * answers the profile as it stands; a picture change waits for `finishChange()`, then succeeds.
 */
async function openProfile() {
  jest.resetModules();
  jest.doMock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }), usePathname: () => '/profile', useSearchParams: () => new URLSearchParams() }));
  jest.doMock('next/link', () => ({ __esModule: true, default: ({ href, ...props }: { href: string }) => <a href={href} {...props} /> }));
  let picture: string | null = '/media/profile_images/me.png';
  let finishChange = () => {};
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/profile') return Response.json({ profile: { ...PROFILE, profilePictureUrl: picture } });
    if (path !== '/api/profile/picture') throw new Error(`unexpected ${path}`);
    await new Promise<void>((resolve) => (finishChange = resolve));
    picture = init?.method === 'DELETE' ? null : '/media/profile_images/new.png';
    return Response.json({ message: 'Done.' });
  });
  const page = setUpDom('');
  const { react, client } = await freshReact();
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { ProfileScreen } = await import('./ProfileScreen');
  const queryClient = await testQueryClient({ signedIn: true, userId: 'AGB12345678', buyerType: 'individual', name: 'Ada' });
  const root = client.createRoot(page);
  closeProfile = () => react.act(async () => root.unmount());
  await react.act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <ProfileScreen />
      </QueryClientProvider>,
    ),
  );
  const deleteButton = () => [...page.querySelectorAll('button')].find((button) => /^Delet/.test(button.textContent ?? ''));
  await react.act(() => waitUntil(() => deleteButton() !== undefined));
  return {
    react,
    /** Waits until the screen shows `done()`. */
    shows: (done: () => boolean) => react.act(() => waitUntil(done)),
    picker: page.querySelector<HTMLInputElement>('input[type="file"]')!,
    deleteButton,
    /** Lets the picture change answer, and waits until the screen shows `done()`. */
    finish: (done: () => boolean) =>
      react.act(async () => {
        finishChange();
        await waitUntil(done);
      }),
  };
}

describe('the profile picture controls keep the keyboard focus', () => {
  it('Delete picture stays focusable while the picture is deleted', async () => {
    const { react, shows, deleteButton } = await openProfile();
    const button = deleteButton()!;
    button.focus();
    await react.act(async () => button.click());
    await shows(() => button.textContent === 'Deleting…');
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button);
  });

  it('once the picture is deleted, its Delete button hands the focus to the upload control', async () => {
    const { react, picker, deleteButton, finish } = await openProfile();
    const button = deleteButton()!;
    button.focus();
    await react.act(async () => button.click());
    await finish(() => deleteButton() === undefined);
    expect(document.activeElement).toBe(picker);
  });

  it('the upload control stays focusable while its picture is sent, and refuses another meanwhile', async () => {
    const { react, shows, picker, finish } = await openProfile();
    picker.focus();
    // Node's File: the screen previews the picture with Node's URL.createObjectURL.
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'new.png', { type: 'image/png' });
    Object.defineProperty(picker, 'files', { value: [png], configurable: true });
    await react.act(async () => picker.dispatchEvent(new window.Event('change', { bubbles: true })));
    await shows(() => document.body.textContent!.includes('Uploading…'));
    expect(picker.disabled).toBe(false);
    expect(picker.getAttribute('aria-disabled')).toBe('true');
    const click = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    picker.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await finish(() => picker.getAttribute('aria-disabled') === null);
    expect(document.activeElement).toBe(picker);
  });
});
