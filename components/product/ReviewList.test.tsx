import type { Page } from '@/lib/domain/page';
import type { Review } from '@/lib/domain/reviews';
import { setUpDom, waitUntil } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

const review = (id: number): Review => ({ id, rating: 4, feedback: `Review ${id}`, createdAt: '2026-11-01T10:00:00.000000Z', buyerName: 'Ada' });
const page = (number: number, ids: number[]): Page<Review> => ({ items: ids.map(review), page: number, lastPage: 3, perPage: 2, total: 6 });

/** The list drawn in a jsdom page, its first page holding reviews 6 and 5, and fetch answering `answer`. */
async function shown(answer: () => Promise<Response>) {
  jest.resetModules();
  const root = setUpDom('');
  global.fetch = jest.fn(answer);
  const { react, client } = await freshReact();
  const { ReviewList } = await import('./ReviewList');
  await react.act(async () => client.createRoot(root).render(<ReviewList productId="AGP1" first={page(1, [6, 5])} />));
  const more = () => [...root.querySelectorAll('button')].find((button) => button.textContent === 'Show more reviews')!;
  await react.act(async () => more().click());
  await waitUntil(() => root.querySelector('[role="alert"]') !== null || root.querySelectorAll('li').length > 2);
  return root;
}

describe('ReviewList', () => {
  it('shows a review once when one added since the first page pushed it onto the next', async () => {
    const root = await shown(async () => Response.json({ reviews: page(2, [5, 4]), stats: { totalReviews: 7, averageRating: 4 } }));
    expect([...root.querySelectorAll('li')].map((item) => item.querySelector('p.mt-2')?.textContent)).toEqual(['Review 6', 'Review 5', 'Review 4']);
  });

  it('keeps the focus on Show more while it loads, then gives it to the first review it added', async () => {
    jest.resetModules();
    const root = setUpDom('');
    let answer = () => {};
    global.fetch = jest.fn(
      () => new Promise<Response>((resolve) => (answer = () => resolve(Response.json({ reviews: page(3, [2, 1]), stats: { totalReviews: 6, averageRating: 4 } })))),
    );
    const { react, client } = await freshReact();
    const { ReviewList } = await import('./ReviewList');
    await react.act(async () => client.createRoot(root).render(<ReviewList productId="AGP1" first={{ ...page(2, [6, 5]), page: 2 }} />));
    const more = root.querySelector('button')!;
    more.focus();
    await react.act(async () => more.click());
    expect(more.textContent).toBe('Loading reviews…');
    expect(more.getAttribute('aria-disabled')).toBe('true');
    expect(root.ownerDocument.activeElement).toBe(more);
    await react.act(async () => answer());
    await waitUntil(() => root.querySelectorAll('li').length === 4);
    // The last page: the button is gone, and the focus is on the first review it brought.
    expect(root.querySelector('button')).toBeNull();
    expect(root.ownerDocument.activeElement?.textContent).toContain('Review 2');
  });

  it('says Server error, not a parser message, when a page comes back as HTML', async () => {
    const root = await shown(async () => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Error loading reviews: Server error. Please try again later.');
  });

  it('says so when the connection fails', async () => {
    const root = await shown(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Error loading reviews: Network error. Please check your connection and try again.');
  });

  it("gives the server's reason when it has one", async () => {
    const root = await shown(async () => Response.json({ message: 'Product not found' }, { status: 404 }));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Error loading reviews: Product not found');
  });
});
