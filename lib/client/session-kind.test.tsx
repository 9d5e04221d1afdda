import type { PublicSession } from '@/lib/auth/public-session';
import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

const BUYER: PublicSession = { signedIn: true, userId: 'AGB1234', buyerType: 'individual', name: 'Tolu Adebayo' };

type Answer = PublicSession | 'network down' | 500;

/**
 * A fresh module and page; /api/session answers from `answers` in turn. Returns what each mounted
 * part shows, by name, and the number of reads.
 */
async function load(answers: Answer[]) {
  jest.resetModules();
  const container = setUpDom('');
  let reads = 0;
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    expect(String(url)).toBe('/api/session');
    const answer = answers[Math.min(reads, answers.length - 1)];
    reads += 1;
    if (answer === 'network down') throw new TypeError('Failed to fetch');
    if (answer === 500) return new Response(JSON.stringify({ message: 'Server error' }), { status: 500 });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  const { react, client, server } = await freshReact();
  const sessionKind = await import('./session-kind');
  const shown: Record<string, string> = {};
  function Part({ name }: { name: string }) {
    const session = sessionKind.useSessionKind();
    shown[name] = session.kind === 'session' ? `session:${session.session?.signedIn ?? 'unread'}` : session.kind;
    return <span>{shown[name]}</span>;
  }
  const root = client.createRoot(container);
  const mount = (names: string[]) => react.act(async () => root.render(<>{names.map((name) => <Part key={name} name={name} />)}</>));
  return { ...sessionKind, act: react.act, server, Part, mount, shown, reads: () => reads, unmount: () => react.act(async () => root.unmount()) };
}

describe('useSessionKind', () => {
  it('is pending in the server’s HTML', async () => {
    const { server, Part, unmount } = await load([{ signedIn: false }]);
    expect(server.renderToString(<Part name="header" />)).toContain('pending');
    await unmount();
  });

  it('a visitor: one read for every part of the page, and no session parts', async () => {
    const { mount, shown, reads, unmount } = await load([{ signedIn: false }]);
    await mount(['header', 'buy box']);
    await waitUntil(() => shown.header === 'visitor');
    expect(shown).toEqual({ header: 'visitor', 'buy box': 'visitor' });
    expect(reads()).toBe(1);
    await unmount();
  });

  it('a buyer: the session parts, handed the session read', async () => {
    const { mount, shown, reads, unmount } = await load([BUYER]);
    await mount(['header']);
    await waitUntil(() => shown.header !== 'pending');
    expect(shown.header).toBe('session:true');
    expect(reads()).toBe(1);
    await unmount();
  });

  it.each<Answer>(['network down', 500])('a read that fails (%s): the session parts, which read it again themselves', async (answer) => {
    const { mount, shown, unmount } = await load([answer]);
    await mount(['header']);
    await waitUntil(() => shown.header !== 'pending');
    expect(shown.header).toBe('session:unread');
    await unmount();
  });

  it('a sign-in in this tab (the query client tells of it) brings the session parts, with the session', async () => {
    const { mount, shown, tellSession, act, unmount } = await load([{ signedIn: false }]);
    await mount(['header']);
    await waitUntil(() => shown.header === 'visitor');
    await act(async () => tellSession({ signedIn: false }));
    expect(shown.header).toBe('visitor');
    await act(async () => tellSession(BUYER));
    expect(shown.header).toBe('session:true');
    await unmount();
  });

  it('a session handed over before the parts mount (an account screen’s layout) is used without a read', async () => {
    const { mount, shown, tellSession, act, reads, unmount } = await load([{ signedIn: false }]);
    await act(async () => tellSession(BUYER));
    await mount(['header']);
    expect(shown.header).toBe('session:true');
    expect(reads()).toBe(0);
    await unmount();
  });

  it('back in the tab, the session is read again: a visitor keeps the login link, a sign-in from another tab brings the session parts', async () => {
    const { mount, shown, act, reads, unmount } = await load([{ signedIn: false }, { signedIn: false }, BUYER]);
    await mount(['header']);
    await waitUntil(() => shown.header === 'visitor');
    const showTab = async (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      await act(async () => document.dispatchEvent(new window.Event('visibilitychange')));
    };
    await showTab('hidden');
    expect(reads()).toBe(1);
    await showTab('visible');
    await waitUntil(() => reads() === 2);
    await act(async () => {});
    expect(shown.header).toBe('visitor');
    await showTab('visible');
    await waitUntil(() => shown.header !== 'visitor');
    expect(shown.header).toBe('session:true');
    expect(reads()).toBe(3);
    await unmount();
  });

  it('a part mounted later reuses a visitor’s answer for a minute, then reads again', async () => {
    const { mount, shown, reads, VISITOR_ANSWER_MS, unmount } = await load([{ signedIn: false }, BUYER]);
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    await mount(['header']);
    await waitUntil(() => shown.header === 'visitor');
    now.mockReturnValue(1_000_000 + VISITOR_ANSWER_MS);
    await mount(['header', 'buy box']);
    expect(shown['buy box']).toBe('visitor');
    expect(reads()).toBe(1);
    now.mockReturnValue(1_000_000 + VISITOR_ANSWER_MS + 1);
    await mount(['header', 'buy box', 'another buy box']);
    await waitUntil(() => shown.header !== 'visitor');
    expect(reads()).toBe(2);
    expect(shown).toEqual({ header: 'session:true', 'buy box': 'session:true', 'another buy box': 'session:true' });
    now.mockRestore();
    await unmount();
  });
});
