import { POST as placeOrder } from '@/app/api/checkout/route';
import { timeoutError } from '@/lib/provider/errors';
import type { CartItem } from '@/lib/domain/cart';
import type { ProductDetail } from '@/lib/domain/catalogue';
import { viewCart } from '@/lib/provider/cart';
import { confirmOrder } from '@/lib/provider/orders';
import { productDetails } from '@/lib/provider/products';
import { CHECKOUT_TIMEOUT } from '@/lib/shopping/messages';
import { routesSignedInAs } from '@/lib/testing/route-session';
import { sameOriginRequest } from '@/lib/testing/same-origin-request';

jest.mock('@/lib/session/session', () => ({
  ...jest.requireActual<object>('@/lib/session/session'),
  getSession: jest.fn(),
}));
jest.mock('@/lib/provider/orders', () => ({ ...jest.requireActual<object>('@/lib/provider/orders'), confirmOrder: jest.fn() }));
jest.mock('@/lib/provider/cart', () => ({ ...jest.requireActual<object>('@/lib/provider/cart'), viewCart: jest.fn() }));
jest.mock('@/lib/provider/products', () => ({ ...jest.requireActual<object>('@/lib/provider/products'), productDetails: jest.fn() }));

routesSignedInAs();

const ORDER = { buyerType: 'individual', firstname: 'Bola', lastname: 'Ade', paymentMethod: 'paystack', address: '4 Market Road', state: 'Enugu', city: 'Nsukka', email: 'bola@example.com', phone: '08031234567' };

const line = (name: string, quantity: number, stock?: number): CartItem => ({
  cartId: `CART-${name}`,
  productId: `AGP-${name}`,
  name,
  imageUrl: null,
  price: 1500,
  quantity,
  lineTotal: 1500 * quantity,
  categoryId: 'AGC1',
  ...(stock === undefined ? {} : { stock }),
});

/** The cart the provider holds; lines without stock are the real provider's, read from the products. */
function cartHolds(...items: CartItem[]) {
  jest.mocked(viewCart).mockResolvedValue({ items, totalPrice: 0, totalQuantity: 0, shippingFee: 0 });
}

function productsAre(products: Record<string, Partial<ProductDetail> | null>) {
  jest.mocked(productDetails).mockImplementation(async (productId) => {
    const product = products[productId];
    return product === null ? null : ({ isActive: true, stock: 50, ...product } as ProductDetail);
  });
}

beforeEach(() => {
  cartHolds(line('Yam', 2, 10));
  jest.mocked(confirmOrder).mockReset();
});

async function place() {
  const response = await placeOrder(sameOriginRequest('/api/checkout', { method: 'POST', body: ORDER }), { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as { message?: string; redirectUrl?: string } };
}

it('says a placing that timed out charged nothing and may be tried again, not "check before trying again"', async () => {
  jest.mocked(confirmOrder).mockRejectedValueOnce(timeoutError(undefined, { change: true }));
  expect(await place()).toEqual({ status: 504, body: { message: CHECKOUT_TIMEOUT } });
});

it('passes the gateway page on when the provider answers', async () => {
  jest.mocked(confirmOrder).mockResolvedValueOnce({ provider: 'paystack', redirectUrl: 'https://checkout.paystack.com/abc' });
  expect(await place()).toMatchObject({ status: 200, body: { redirectUrl: 'https://checkout.paystack.com/abc' } });
});

describe('when the stock no longer covers the cart', () => {
  it('refuses the order with what is short, before the provider takes the payment', async () => {
    cartHolds(line('Yam', 3, 2), line('Ugu', 1, 0), line('Rice', 1, 5));
    expect(await place()).toEqual({
      status: 409,
      body: { message: 'Yam has only 2 left (you have 3 in your cart). Ugu is out of stock.' },
    });
    expect(confirmOrder).not.toHaveBeenCalled();
  });

  it("reads the real provider's lines' stock from their products, now: switched off or gone is none left", async () => {
    cartHolds(line('Yam', 3), line('Ugu', 1), line('Rice', 1), line('Garri', 2));
    productsAre({ 'AGP-Yam': { stock: 2 }, 'AGP-Ugu': { isActive: false }, 'AGP-Rice': null, 'AGP-Garri': {} });
    expect(await place()).toEqual({
      status: 409,
      body: { message: 'Yam has only 2 left (you have 3 in your cart). Ugu is out of stock. Rice is out of stock.' },
    });
    // Fresh, not the catalogue pages' cached copy.
    expect(jest.mocked(productDetails).mock.calls.map((call) => call[1])).toEqual([undefined, undefined, undefined, undefined]);
    expect(confirmOrder).not.toHaveBeenCalled();
  });

  it('a product that cannot be read now leaves the limit to the provider', async () => {
    cartHolds(line('Yam', 3));
    jest.mocked(productDetails).mockRejectedValue(new Error('unavailable'));
    jest.mocked(confirmOrder).mockResolvedValueOnce({ provider: 'paystack', redirectUrl: 'https://checkout.paystack.com/abc' });
    expect(await place()).toMatchObject({ status: 200 });
  });
});
