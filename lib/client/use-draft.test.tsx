import { z } from 'zod';
import type { PublicSession } from '@/lib/auth/public-session';
import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

const STORED_KEY = 'agromarket:draft:AGB7:ticket';
const draft = z.object({ subject: z.string() });
const EMPTY = { subject: '' };

/** A fresh React and hook for each test, with the session's buyer as the test sets it. */
async function load() {
  jest.resetModules();
  const buyer: { current: Extract<PublicSession, { signedIn: true }> | null } = {
    current: { signedIn: true, userId: 'AGB7', buyerType: 'individual', name: 'Ada Obi' },
  };
  jest.doMock('./session', () => ({ useBuyer: () => buyer.current }));
  const { react, server, client } = await freshReact();
  const { useDraft } = await import('./use-draft');
  const setters: Array<(update: typeof EMPTY | ((current: typeof EMPTY) => typeof EMPTY)) => void> = [];
  function Subject() {
    const [value, setValue] = useDraft('ticket', draft, EMPTY);
    setters.push(setValue);
    // Text, not an input's value: React reports a text that differs from the server's HTML.
    return <output>{value.subject}</output>;
  }
  const set = (update: Parameters<(typeof setters)[number]>[0]) => react.act(async () => setters.at(-1)!(update));
  return { act: react.act, server, client, Subject, buyer, set };
}

describe('useDraft', () => {
  it('draws the empty value on the server, then the stored draft once hydrated, with no hydration error', async () => {
    const { act, server, client, Subject } = await load();
    const html = server.renderToString(<Subject />);
    expect(html).toBe('<output></output>');
    const container = setUpDom(html);
    window.sessionStorage.setItem(STORED_KEY, JSON.stringify({ subject: 'Yams arrived bruised' }));
    const errors: unknown[] = [];
    await act(async () => {
      client.hydrateRoot(container, <Subject />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('output')!.textContent).toBe('Yams arrived bruised');
  });

  it('stores each change, builds updates in one event on each other, and removes the draft when emptied', async () => {
    const { act, client, Subject, set } = await load();
    const container = setUpDom('');
    const root = client.createRoot(container);
    await act(async () => root.render(<Subject />));
    await set({ subject: 'Wrong' });
    await set((current) => ({ subject: `${current.subject} quantity` }));
    expect(container.querySelector('output')!.textContent).toBe('Wrong quantity');
    expect(JSON.parse(window.sessionStorage.getItem(STORED_KEY)!)).toEqual({ subject: 'Wrong quantity' });
    await set(EMPTY);
    expect(window.sessionStorage.getItem(STORED_KEY)).toBeNull();
  });

  it('ignores a stored value of another shape or broken JSON', async () => {
    const { act, client, Subject } = await load();
    const container = setUpDom('');
    for (const stored of ['{"subject":42}', '{not json']) {
      window.sessionStorage.setItem(STORED_KEY, stored);
      const root = client.createRoot(container);
      await act(async () => root.render(<Subject />));
      expect(container.querySelector('output')!.textContent).toBe('');
      await act(async () => root.unmount());
    }
  });

  it('keeps writing to the buyer’s own draft after the session ends, and shows another buyer none of it', async () => {
    const { act, client, Subject, buyer, set } = await load();
    const container = setUpDom('');
    const root = client.createRoot(container);
    await act(async () => root.render(<Subject />));
    buyer.current = null;
    await act(async () => root.render(<Subject />));
    await set({ subject: 'Typed as the session ran out' });
    expect(JSON.parse(window.sessionStorage.getItem(STORED_KEY)!)).toEqual({ subject: 'Typed as the session ran out' });

    buyer.current = { signedIn: true, userId: 'AGCB9', buyerType: 'company', name: 'Farm Co' };
    await act(async () => root.render(<Subject />));
    expect(container.querySelector('output')!.textContent).toBe('');
  });
});
