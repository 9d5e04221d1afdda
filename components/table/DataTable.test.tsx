import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: mockPush }) }));

type Row = { id: string };
const rows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: `TKT${index + 1}` }));

/**
 * A DataTable of `count` rows in a jsdom page, signed in as one buyer; `draw` gives it other rows (a
 * list read again), `remount` draws it anew (the buyer back from a ticket).
 */
async function renderTable(count: number, page = setUpDom('')) {
  // The row's click handler asks whether the target is an Element, a browser global node lacks.
  Object.defineProperty(globalThis, 'Element', { value: window.Element, configurable: true, writable: true });
  jest.resetModules();
  jest.doMock('@/lib/client/session', () => ({ useBuyer: () => ({ signedIn: true, userId: 'AGB7', buyerType: 'individual', name: 'Ada Obi' }) }));
  const { react, client } = await freshReact();
  const { DataTable } = await import('./DataTable');
  let root = client.createRoot(page);
  let data = rows(count);
  const render = () =>
    react.act(async () =>
      root.render(
        <DataTable columns={[{ accessorKey: 'id', header: 'Ticket ID' }]} data={data} label="Support tickets" rowHref={(row) => `/support/${row.id}`} />,
      ),
    );
  await render();
  const draw = async (next: Row[]) => {
    data = next;
    await render();
  };
  const remount = async () => {
    await react.act(async () => root.unmount());
    root = client.createRoot(page);
    await render();
  };
  const pager = () => page.querySelector('nav')!.textContent!;
  const next = () => react.act(async () => [...page.querySelectorAll('button')].find((button) => button.textContent === 'Next')!.click());
  const region = () => page.querySelector<HTMLElement>('[role="region"]')!;
  const clickRow = (text: string) =>
    react.act(async () => [...page.querySelectorAll('td')].find((cell) => cell.textContent === text)!.dispatchEvent(new window.MouseEvent('click', { bubbles: true })));
  return { draw, remount, pager, next, region, clickRow };
}

describe('DataTable pages', () => {
  it('stay where the buyer is when the list is read again, longer', async () => {
    const { draw, pager, next } = await renderTable(25);
    await next();
    await next();
    expect(pager()).toContain('Page 3 of 3');
    await draw(rows(26));
    expect(pager()).toContain('Page 3 of 3');
    expect(pager()).toContain('21–26 of 26');
  });

  it('go to the last page there is when the list comes back shorter', async () => {
    const { draw, pager, next } = await renderTable(25);
    await next();
    await next();
    await draw(rows(12));
    expect(pager()).toContain('Page 2 of 2');
    expect(pager()).toContain('11–12 of 12');
    // And back where the buyer was if it grows again: the page they chose is kept.
    await draw(rows(25));
    expect(pager()).toContain('Page 3 of 3');
  });

  it('are where the buyer left them when the list is drawn anew, as after a look at one of its rows', async () => {
    const { remount, pager, next } = await renderTable(25);
    await next();
    await remount();
    expect(pager()).toContain('Page 2 of 3');
    expect(window.sessionStorage.getItem('agromarket:draft:AGB7:table:Support tickets')).toBe('{"pageIndex":1,"pageSize":10}');
  });

  it('open on the first page when what is kept is no size the table offers', async () => {
    const page = setUpDom('');
    window.sessionStorage.setItem('agromarket:draft:AGB7:table:Support tickets', '{"pageIndex":1,"pageSize":7}');
    const { pager } = await renderTable(25, page);
    expect(pager()).toContain('Page 1 of 3');
    expect(pager()).toContain('1–10 of 25');
  });
});

describe('DataTable page changes', () => {
  it('start the new page at its first row, while a list read again stays scrolled where it was', async () => {
    const { draw, next, region } = await renderTable(25);
    region().scrollTop = 300;
    await draw(rows(26));
    expect(region().scrollTop).toBe(300);
    await next();
    expect(region().scrollTop).toBe(0);
  });

  it('bring the top of the list into view on phones, where the pager below it had scrolled it off screen', async () => {
    const { next, region } = await renderTable(25);
    const scrollIntoView = jest.fn();
    Object.assign(region(), { scrollIntoView, getBoundingClientRect: () => ({ top: -420 }) });
    await next();
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
  });
});

describe('DataTable rows', () => {
  beforeEach(() => mockPush.mockClear());

  it('open on a click', async () => {
    const { clickRow } = await renderTable(3);
    await clickRow('TKT2');
    expect(mockPush).toHaveBeenCalledWith('/support/TKT2', undefined);
  });

  it('stay put when the press ends a drag that selected their text, to copy an ID', async () => {
    const { clickRow } = await renderTable(3);
    const cell = [...document.querySelectorAll('td')].find((td) => td.textContent === 'TKT2')!;
    window.getSelection()!.selectAllChildren(cell);
    await clickRow('TKT2');
    expect(mockPush).not.toHaveBeenCalled();
  });
});

describe('DataTable offline', () => {
  const goOffline = async (offline: boolean) => {
    Object.defineProperty(window.navigator, 'onLine', { get: () => !offline, configurable: true });
    const { react } = await freshReact();
    await react.act(async () => window.dispatchEvent(new window.Event(offline ? 'offline' : 'online')));
  };
  afterEach(() => goOffline(false));

  it('keeps the rows on screen and says so above them; back online, the note goes', async () => {
    const page = setUpDom('');
    await renderTable(3, page);
    const note = () => [...page.querySelectorAll('[role="status"]')].map((status) => status.textContent).join('');
    expect(note()).not.toContain('You are offline');
    await goOffline(true);
    expect(note()).toContain('You are offline. Please check your internet connection.');
    expect(page.querySelectorAll('tbody tr')).toHaveLength(3);
    // Above the rows: before the table in the page.
    const [status] = [...page.querySelectorAll('[role="status"]')].filter((element) => element.textContent !== '');
    expect(status!.compareDocumentPosition(page.querySelector('table')!) & window.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await goOffline(false);
    expect(note()).not.toContain('You are offline');
  });

  it('with no rows, says it in their place once only', async () => {
    const page = setUpDom('');
    await renderTable(0, page);
    await goOffline(true);
    expect(page.textContent!.split('You are offline').length - 1).toBe(1);
  });
});
