import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';
import { testQueryClient } from '@/lib/testing/query-client';
import { tryAgainControls } from '@/lib/testing/try-again';

jest.setTimeout(30_000);

const UNAVAILABLE = 'The marketplace service is unavailable. Please try again shortly.';

/** A signed-in list (the cart, the wishlist, the profile) whose every load fails, each when `answer()` is called. */
async function openFailingList() {
  jest.resetModules();
  jest.doMock('next/link', () => ({ __esModule: true, default: ({ href, ...props }: { href: string }) => <a href={href} {...props} /> }));
  let answer = () => {};
  let loads = 0;
  const page = setUpDom('');
  const { react, client } = await freshReact();
  const { QueryClientProvider, useQuery } = await import('@tanstack/react-query');
  const { BuyerQueryView } = await import('./BuyerQueryView');
  const queryClient = await testQueryClient({ signedIn: true, userId: 'AGB12345678', buyerType: 'individual', name: 'Ada' });
  function Cart() {
    const query = useQuery<string[]>({
      queryKey: ['cart-under-test'],
      queryFn: () => {
        loads += 1;
        return new Promise((_, reject) => (answer = () => reject(new Error(UNAVAILABLE))));
      },
    });
    return (
      <BuyerQueryView query={query} what="your cart" skeleton={<p>Loading your cart</p>}>
        {(items) => <p>{items.join(', ')}</p>}
      </BuyerQueryView>
    );
  }
  const root = client.createRoot(page);
  await react.act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <Cart />
      </QueryClientProvider>,
    ),
  );
  return {
    react,
    page,
    loads: () => loads,
    ...tryAgainControls(react.act, page, () => answer()),
    close: () => react.act(async () => root.unmount()),
  };
}

it('a list that failed to load stays on screen while it is tried again, its Try again busy and focused', async () => {
  const { react, page, loads, retry, fail, close } = await openFailingList();
  await fail();
  expect(page.textContent).toContain(`We could not load your cart. ${UNAVAILABLE}`);

  const button = retry()!;
  button.focus();
  await react.act(async () => button.click());
  expect(loads()).toBe(2);
  await react.act(() => waitUntil(() => button.querySelector('svg') !== null));
  expect(page.textContent).not.toContain('Loading your cart');
  expect(button.getAttribute('aria-disabled')).toBe('true');
  expect(page.ownerDocument.activeElement).toBe(button);
  await fail();
  expect(page.ownerDocument.activeElement).toBe(button);
  await close();
});
