import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

/**
 * React, React DOM and the hook, fresh for each test, with Embla replaced by a recorder: jsdom has
 * no layout for it to measure, and what is tested is when the carousel starts and stops.
 */
async function load() {
  jest.resetModules();
  const log: string[] = [];
  const destroy = jest.fn(() => void log.push('destroyed'));
  const create = jest.fn((viewport: HTMLElement, options: unknown) => {
    log.push(`created on ${viewport.id} with ${JSON.stringify(options)}`);
    return { destroy };
  });
  jest.doMock('embla-carousel', () => ({ __esModule: true, default: create }));
  const { react, server, client } = await freshReact();
  const { useCarousel } = await import('./use-carousel');
  function Slider({ loop }: { loop: boolean }) {
    const [ref, api] = useCarousel({ loop });
    log.push(`render, ready: ${api !== undefined}`);
    react.useLayoutEffect(() => {
      // Runs once the current task is over: what a buyer's browser does between tasks.
      if (api === undefined) setImmediate(() => log.push('next task'));
    }, [api]);
    return (
      <div id="viewport" ref={ref}>
        <button disabled={api === undefined}>Next image</button>
      </div>
    );
  }
  return { Slider, log, create, destroy, server, client };
}

describe('useCarousel', () => {
  it('starts Embla on the viewport after the task that hydrated the page, and hands its API over then', async () => {
    const { Slider, log, create, server, client } = await load();
    const container = setUpDom(server.renderToString(<Slider loop />), { act: false });
    expect(create).not.toHaveBeenCalled();
    log.splice(0);

    client.hydrateRoot(container, <Slider loop />);
    await waitUntil(() => !container.querySelector('button')!.disabled);
    expect(log).toEqual([
      'render, ready: false',
      'next task',
      'created on viewport with {"loop":true}',
      'render, ready: true',
    ]);
  });

  it('keeps the options it mounted with', async () => {
    const { Slider, create, client } = await load();
    const root = client.createRoot(setUpDom('', { act: false }));
    root.render(<Slider loop />);
    await waitUntil(() => create.mock.calls.length === 1);
    root.render(<Slider loop={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(expect.anything(), { loop: true }, undefined);
  });

  it('destroys the carousel on unmount, and never starts one unmounted before the browser was idle', async () => {
    const started = await load();
    const root = started.client.createRoot(setUpDom('', { act: false }));
    root.render(<started.Slider loop />);
    await waitUntil(() => started.create.mock.calls.length === 1);
    root.unmount();
    expect(started.destroy).toHaveBeenCalledTimes(1);

    const early = await load();
    const { flushSync } = await import('react-dom');
    const earlyRoot = early.client.createRoot(setUpDom('', { act: false }));
    flushSync(() => earlyRoot.render(<early.Slider loop />));
    // Passive effects (where the wait for idle begins) run before the next render's commit.
    flushSync(() => earlyRoot.render(null));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(early.create).not.toHaveBeenCalled();
  });
});
