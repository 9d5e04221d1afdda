import { viewCart } from '../cart';
import { withLineStock } from '../cart-stock';
import { cartRow, productDetails, productRow, viewCart as viewCartBody } from './support/contract-shapes';
import { answer, mockProvider, withMockProvider } from './support/fetch-mock';

withMockProvider();

const TOKEN = '9|cartTokenXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX';
const detailsWith = (product: Record<string, unknown>) => ({ ...productDetails, data: { ...productDetails.data, product: productRow(product) } });

/** The real provider's cart: its lines carry no product, so no stock. */
async function realCart() {
  answer(200, viewCartBody);
  const cart = await viewCart(TOKEN);
  expect(cart.items[0]?.stock).toBeUndefined();
  return cart;
}

describe('withLineStock', () => {
  it("completes the real provider's lines from their product, through the cache it is given", async () => {
    const cart = await realCart();
    const requests = answer(200, detailsWith({ quantityin_stock: '7' }));
    const completed = await withLineStock(cart, { next: { revalidate: 10 } });
    expect(completed.items.map((item) => item.stock)).toEqual([7]);
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/productDetails/AGP123456']);
    expect(requests[0]?.init.next?.revalidate).toBe(10);
  });

  it('a product switched off, or gone (404), has none left', async () => {
    const cart = await realCart();
    answer(200, detailsWith({ quantityin_stock: '40', is_active: 0 }));
    expect((await withLineStock(cart)).items[0]?.stock).toBe(0);
    answer(404, { message: 'Product not found.' });
    expect((await withLineStock(cart)).items[0]?.stock).toBe(0);
  });

  it('a product that cannot be read leaves its line as it was', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const cart = await realCart();
    answer(500, { message: 'Error occurred while fetching product details.' });
    expect((await withLineStock(cart)).items[0]).toEqual(cart.items[0]);
  });

  it("asks nothing more for the sandbox's lines, which come with their product", async () => {
    answer(200, { ...viewCartBody, cart_items: [cartRow({ product: { productId: 'AGP123456', quantityin_stock: '12', is_active: 1 } })] });
    const cart = await viewCart(TOKEN);
    const requests = mockProvider();
    expect(await withLineStock(cart)).toBe(cart);
    expect(requests).toEqual([]);
  });
});
