import type { ReactNode } from 'react';
import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

/** A fresh React, React DOM and hook for each test, so that none starts on another's page. */
async function load() {
  jest.resetModules();
  const { react, server, client } = await freshReact();
  const { useHydrated } = await import('./use-hydrated');
  /** What each Probe saw on each render and commit, in order. */
  const seen: string[] = [];
  function Probe({ name }: { name: string }) {
    const hydrated = useHydrated();
    seen.push(`${name}:${hydrated}`);
    // A layout effect runs in the commit that hydrates: what the buyer's first frame shows.
    react.useLayoutEffect(() => {
      seen.push(`${name} committed:${hydrated}`);
      // Runs once the current task is over: what a buyer's browser does between tasks.
      if (!hydrated) setImmediate(() => seen.push('next task'));
    });
    return <button disabled={!hydrated}>{name}</button>;
  }
  return { act: react.act, Probe, seen, server, client };
}

describe('useHydrated', () => {
  it('is false in the server HTML and through the hydrating commit, then turns true without a hydration error', async () => {
    const { act, Probe, seen, server, client } = await load();
    const html = server.renderToString(<Probe name="sort" />);
    expect(html).toContain('disabled');
    expect(seen.splice(0)).toEqual(['sort:false']);

    const container = setUpDom(html);
    const errors: unknown[] = [];
    await act(async () => {
      client.hydrateRoot(container, <Probe name="sort" />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen.slice(0, 2)).toEqual(['sort:false', 'sort committed:false']);
    expect(seen.filter((entry) => entry !== 'next task').at(-1)).toBe('sort committed:true');
    expect(container.querySelector('button')!.disabled).toBe(false);
  });

  it('turns true in a task of its own, after the one that hydrated the page', async () => {
    // Hydration's task is the page's longest on a phone: a second render inside it (a state set
    // in a layout effect or a ref callback is rendered synchronously) would lengthen it, and
    // Lighthouse's Total Blocking Time with it.
    const { Probe, seen, server, client } = await load();
    const container = setUpDom(server.renderToString(<Probe name="sort" />), { act: false });
    seen.splice(0);
    client.hydrateRoot(container, <Probe name="sort" />);
    await waitUntil(() => !container.querySelector('button')!.disabled);
    expect(seen.indexOf('sort committed:false')).toBeGreaterThanOrEqual(0);
    expect(seen.indexOf('next task')).toBeGreaterThan(seen.indexOf('sort committed:false'));
    expect(seen.indexOf('sort:true')).toBeGreaterThan(seen.indexOf('next task'));
  });

  it('starts true in a component mounted after the page hydrated (a client-side navigation)', async () => {
    const { act, Probe, seen, client } = await load();
    const root = client.createRoot(setUpDom(''));
    const show = (node: ReactNode) => act(async () => root.render(node));
    await show(<Probe name="first" />);
    seen.splice(0);
    await show(
      <>
        <Probe name="first" />
        <Probe name="later" />
      </>,
    );
    expect(seen).toContain('later:true');
    expect(seen).not.toContain('later:false');
  });
});
