import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

/** A page still loading: jsdom's own document is complete by the time a test sees it. */
function stillLoading(): () => void {
  let state: DocumentReadyState = 'loading';
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
  return () => {
    state = 'complete';
    window.dispatchEvent(new window.Event('load'));
  };
}

async function load() {
  jest.resetModules();
  const { server, client } = await freshReact();
  const { usePageLoaded } = await import('./use-page-loaded');
  function Probe() {
    return <p>{usePageLoaded() ? 'loaded' : 'loading'}</p>;
  }
  return { Probe, server, client };
}

describe('usePageLoaded', () => {
  it('is false on the server and while hydrating, and turns true with the load event', async () => {
    const { Probe, server, client } = await load();
    const html = server.renderToString(<Probe />);
    expect(html).toBe('<p>loading</p>');
    const container = setUpDom(html, { act: false });
    const finishLoading = stillLoading();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    client.hydrateRoot(container, <Probe />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('loading');

    finishLoading();
    await waitUntil(() => container.textContent === 'loaded');
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
    errors.mockRestore();
  });

  it('hydrates to the server HTML on a page that has already loaded, then answers true', async () => {
    const { Probe, server, client } = await load();
    const container = setUpDom(server.renderToString(<Probe />), { act: false });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    client.hydrateRoot(container, <Probe />);
    await waitUntil(() => container.textContent === 'loaded');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
