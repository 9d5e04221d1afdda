import { dehydrate, QueryClient } from '@tanstack/react-query';
import { putServerData } from './put-server-data';

const CART = ['buyer', 'cart'];

/** What a page read on the server at `readAt`. */
function served(data: unknown, readAt: number) {
  const server = new QueryClient();
  server.setQueryData(CART, data, { updatedAt: readAt });
  return dehydrate(server);
}

describe('putServerData', () => {
  it("puts the server's copy over an older one of the tab's, and keeps a newer one", () => {
    const tab = new QueryClient();
    tab.setQueryData(CART, ['tab, older'], { updatedAt: 1_000 });
    putServerData(tab, served(['server'], 2_000));
    expect(tab.getQueryData(CART)).toEqual(['server']);
    putServerData(tab, served(['server, older'], 1_500));
    expect(tab.getQueryData(CART)).toEqual(['server']);
    expect(tab.getQueryState(CART)?.isInvalidated).toBe(false);
  });

  it('leaves a list changed since the tab read it due for a read: the server may have read it before the change landed', async () => {
    const tab = new QueryClient();
    tab.setQueryData(CART, ['before the change'], { updatedAt: 1_000 });
    await tab.invalidateQueries({ queryKey: CART });
    putServerData(tab, served(['read on the server'], 2_000));
    expect(tab.getQueryData(CART)).toEqual(['read on the server']);
    expect(tab.getQueryState(CART)?.isInvalidated).toBe(true);
  });

  it("keeps the tab's copy while a change of it is on its way", () => {
    const tab = new QueryClient();
    tab.setQueryData(CART, ['changed'], { updatedAt: 1_000 });
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    void tab.getMutationCache().build(tab, { mutationKey: ['cart'], mutationFn: () => done }).execute(undefined);
    putServerData(tab, served(['read before the change landed'], 2_000));
    expect(tab.getQueryData(CART)).toEqual(['changed']);
    finish();
  });
});
