import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

const fiveMinutesAgo = () => new Date(Date.now() - 5 * 60_000).toISOString();

async function load() {
  jest.resetModules();
  const react = await freshReact();
  const { RelativeTime } = await import('./RelativeTime');
  return { ...react, RelativeTime };
}

describe('RelativeTime', () => {
  it('is the calendar date in the server HTML and relative once hydrated, without a hydration error', async () => {
    const { react, server, client, RelativeTime } = await load();
    const value = fiveMinutesAgo();
    const html = server.renderToString(<RelativeTime value={value} />);
    expect(html).toMatch(/>\d{1,2} [A-Z][a-z]{2} \d{4}</);

    const container = setUpDom(html);
    const errors: unknown[] = [];
    await react.act(async () => {
      client.hydrateRoot(container, <RelativeTime value={value} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector('time')!.textContent).toBe('5 minutes ago');
  });

  it('drawn in the browser, shows the relative date from its first frame and never changes its text', async () => {
    const { react, client, RelativeTime } = await load();
    const container = setUpDom('');
    const changes: string[] = [];
    const observer = new window.MutationObserver((records) => {
      for (const record of records) if (record.target !== container) changes.push(`${record.type} in ${record.target.nodeName}`);
    });
    observer.observe(container, { subtree: true, childList: true, characterData: true });
    const root = client.createRoot(container);
    await react.act(async () => root.render(<RelativeTime value={fiveMinutesAgo()} />));
    await new Promise((resolve) => setTimeout(resolve, 0));
    observer.disconnect();
    expect(container.querySelector('time')!.textContent).toBe('5 minutes ago');
    expect(changes).toEqual([]);
  });

  it('shows an unreadable date as given', async () => {
    const { server, RelativeTime } = await load();
    expect(server.renderToStaticMarkup(<RelativeTime value="sometime" />)).toBe('<span>sometime</span>');
  });
});
