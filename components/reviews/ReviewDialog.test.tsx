import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';
import { testQueryClient } from '@/lib/testing/query-client';

jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

const SERVER_ERROR = 'Server error. Please try again later.';

/** The review dialog for a yam, rated and written; our API answers the review when `answer()` is called. */
async function openReview() {
  jest.resetModules();
  let answer = (_response: Response) => {};
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
  const page = setUpDom('');
  // jsdom has no modal dialogs: showModal only opens this one.
  window.HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  const { react, client } = await freshReact();
  const { QueryClientProvider } = await import('@tanstack/react-query');
  const { ReviewDialog } = await import('./ReviewDialog');
  const queryClient = await testQueryClient({ signedIn: true, userId: 'AGB12345678', buyerType: 'individual', name: 'Ada' });
  const root = client.createRoot(page);
  await react.act(async () =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <ReviewDialog
          product={{ productId: 'AGP123456', productName: 'White yam', imageUrl: null }}
          orderId="1234567890"
          draft={{ rating: 4, feedback: 'Fresh and firm.' }}
          onDraftChange={jest.fn()}
          onReviewed={jest.fn()}
          submitted={null}
          onClose={jest.fn()}
        />
      </QueryClientProvider>,
    ),
  );
  return {
    react,
    page,
    submit: page.querySelector<HTMLButtonElement>('button[type="submit"]')!,
    shows: (done: () => boolean) => react.act(() => waitUntil(done)),
    answer: (response: Response) => react.act(async () => answer(response)),
    close: () => react.act(async () => root.unmount()),
  };
}

describe('the review dialog', () => {
  it('keeps the keyboard focus on Submit review while the review is sent, and after it fails', async () => {
    const { react, page, submit, shows, answer, close } = await openReview();
    submit.focus();
    await react.act(async () => submit.click());
    await shows(() => submit.textContent!.trim() === 'Submitting');
    // Unavailable (spec: submit disabled while busy), but not natively disabled, which drops the focus.
    expect(submit.disabled).toBe(false);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(page.ownerDocument.activeElement).toBe(submit);

    await answer(Response.json({ message: SERVER_ERROR }, { status: 500 }));
    await shows(() => page.textContent!.includes(SERVER_ERROR));
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    expect(page.ownerDocument.activeElement).toBe(submit);
    await close();
  });
});
