import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';
import { testQueryClient } from '@/lib/testing/query-client';
import { tryAgainControls } from '@/lib/testing/try-again';

jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

const UNAVAILABLE = 'The marketplace service is unavailable. Please try again shortly.';

/** An order's page while the provider is down: our API answers every load with a 503, each when `answer()` is called. */
async function openUnavailableOrder() {
  jest.resetModules();
  jest.doMock('next/link', () => ({ __esModule: true, default: ({ href, ...props }: { href: string }) => <a href={href} {...props} /> }));
  let answer = () => {};
  const loads = jest.spyOn(globalThis, 'fetch').mockImplementation(
    () => new Promise((resolve) => (answer = () => resolve(Response.json({ message: UNAVAILABLE }, { status: 503 })))),
  );
  const page = setUpDom('');
  const { react, client } = await freshReact();
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { OrderDetails } = await import('./OrderDetails');
  const queryClient = await testQueryClient({ signedIn: true, userId: 'AGB12345678', buyerType: 'individual', name: 'Ada' });
  const root = client.createRoot(page);
  await react.act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <OrderDetails orderId="1234567890" currency={{ code: 'NGN', prefix: '₦', suffix: '' }} />
      </QueryClientProvider>,
    ),
  );
  return {
    react,
    page,
    loads,
    ...tryAgainControls(react.act, page, () => answer()),
    close: () => react.act(async () => root.unmount()),
  };
}

describe('an order that could not be loaded', () => {
  it('says why, and offers another try beside the way back to the list', async () => {
    const { react, page, loads, retry, fail, close } = await openUnavailableOrder();
    await fail();
    expect(page.textContent).toContain(`We could not load this order. ${UNAVAILABLE}`);
    expect([...page.querySelectorAll('a')].map((link) => link.textContent)).toContain('← Back to List');

    const button = retry()!;
    button.focus();
    await react.act(async () => button.click());
    expect(loads).toHaveBeenCalledTimes(2);
    // Busy (its spinner) while it loads again, and still focused: a disabled button drops the focus.
    await react.act(() => waitUntil(() => button.querySelector('svg') !== null));
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(page.ownerDocument.activeElement).toBe(button);
    await fail();
    expect(page.ownerDocument.activeElement).toBe(button);
    await close();
  });
});
