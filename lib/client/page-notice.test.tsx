import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

/** A fresh React and module per test; the page is drawn on the server, then hydrated. */
async function drawn(page: string, left?: { page: string; text: string }) {
  jest.resetModules();
  const { react, server, client } = await freshReact();
  const { useNotice } = await import('./page-notice');
  const { leaveNotice } = await import('./leave-notice');
  function Banner() {
    const notice = useNotice(page);
    return <p role="status">{notice?.text ?? 'none'}</p>;
  }
  const html = server.renderToString(<Banner />);
  const root = setUpDom(html);
  if (left) leaveNotice(left.page, left.text);
  const errors: unknown[] = [];
  await react.act(async () => {
    client.hydrateRoot(root, <Banner />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { html, root, errors, leaveNotice, remount: () => drawnAgain(page, Banner, react, client) };
}

async function drawnAgain(page: string, Banner: () => React.ReactElement, react: Awaited<ReturnType<typeof freshReact>>['react'], client: Awaited<ReturnType<typeof freshReact>>['client']) {
  const root = document.createElement('div');
  document.body.append(root);
  await react.act(async () => {
    client.createRoot(root).render(<Banner />);
  });
  return root.textContent;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('a notice left for the next page', () => {
  it('shows there from hydration on, without a mismatch with the server HTML, and only once', async () => {
    const { html, root, errors, remount } = await drawn('/login', { page: '/login', text: 'Email verified. Proceed to login.' });
    expect(html).toContain('none');
    await waitUntil(() => root.textContent === 'Email verified. Proceed to login.');
    expect(errors).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
    expect(await remount()).toBe('none');
  });

  it('is not shown on another page, nor after a minute', async () => {
    const other = await drawn('/login', { page: '/verify-email', text: 'Registration successful.' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other.root.textContent).toBe('none');

    const now = Date.now();
    const stale = await drawn('/login');
    jest.spyOn(Date, 'now').mockReturnValue(now - 61_000);
    stale.leaveNotice('/login', 'Password reset successful.');
    jest.spyOn(Date, 'now').mockReturnValue(now);
    expect(await stale.remount()).toBe('none');
  });
});

/** What the sign-in page's form message is handed, once the page has hydrated. */
async function messageShown(): Promise<Record<string, string>> {
  const { react, client } = await freshReact();
  const { noticeMessage, useNotice } = await import('./page-notice');
  function Message() {
    return <p>{JSON.stringify(noticeMessage(useNotice('/login')))}</p>;
  }
  const root = document.createElement('div');
  document.body.append(root);
  await react.act(async () => {
    client.createRoot(root).render(<Message />);
  });
  return JSON.parse(root.textContent ?? 'null') as Record<string, string>;
}

describe('a notice’s tone', () => {
  it('is kept with it, and a notice left without one (by a page loaded before tones) is a success', async () => {
    jest.resetModules();
    const { leaveNotice } = await import('./leave-notice');
    leaveNotice('/login', 'Your session has ended.', 'info');
    expect(await messageShown()).toEqual({ info: 'Your session has ended.' });
    window.sessionStorage.setItem('page-notice', JSON.stringify({ page: '/login', text: 'Email verified.', at: Date.now() }));
    expect(await messageShown()).toEqual({ success: 'Email verified.' });
    expect(await messageShown()).toEqual({});
  });
});
