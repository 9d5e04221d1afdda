import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn() }) }));

type Row = { id: string };
const rows = (count: number): Row[] => Array.from({ length: count }, (_, index) => ({ id: `TKT${index + 1}` }));

/** A DataTable of `count` rows in a jsdom page, and a way to give it other rows, as a list read again does. */
async function renderTable(count: number) {
  jest.resetModules();
  const { react, client } = await freshReact();
  const { DataTable } = await import('./DataTable');
  const container = setUpDom('');
  const root = client.createRoot(container);
  const draw = (data: Row[]) =>
    react.act(async () => root.render(<DataTable columns={[{ accessorKey: 'id', header: 'Ticket ID' }]} data={data} label="Support tickets" />));
  await draw(rows(count));
  const pager = () => container.querySelector('nav')!.textContent!;
  const next = () => react.act(async () => [...container.querySelectorAll('button')].find((button) => button.textContent === 'Next')!.click());
  return { draw, pager, next };
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
  });
});
