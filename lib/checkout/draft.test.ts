import type { Cart, CartItem } from '@/lib/domain/cart';
import { asPlaced, BACK_FROM_GATEWAY_MS, cartKey, checkoutDraft, knownUnpaid, liveEdits, NO_CHECKOUT_DRAFT, reopened, withEdit } from './draft';

const line = (productId: string, quantity: number): CartItem => ({
  cartId: `c-${productId}`,
  productId,
  name: productId,
  imageUrl: null,
  price: 2,
  quantity,
  lineTotal: 2 * quantity,
  categoryId: '1',
});
const cartOf = (...items: CartItem[]): Cart => ({ items, totalPrice: 0, totalQuantity: 0, shippingFee: 0 });

describe('the checkout draft', () => {
  const cart = cartOf(line('P1', 2), line('P2', 1));
  const typed = withEdit(NO_CHECKOUT_DRAFT, false, 'city', 'Enugu');

  it('holds what the buyer typed over the profile', () => {
    expect(liveEdits(typed, false)).toEqual({ city: 'Enugu' });
    expect(liveEdits(withEdit(typed, false, 'orderNotes', 'Gate 2'), false)).toEqual({ city: 'Enugu', orderNotes: 'Gate 2' });
  });

  it('brings an order’s edits back only when it is known unpaid', () => {
    const placed = asPlaced(typed, false, cart);
    expect(placed.placed).toBe(true);
    expect(liveEdits(placed, true)).toEqual({ city: 'Enugu' });
    expect(liveEdits(placed, false)).toEqual({});
  });

  it('knows an order unpaid when the gateway says so, or when the cart is still the one placed', () => {
    const placed = asPlaced(typed, false, cart);
    expect(placed.placedAt).toBeGreaterThan(0);
    expect(knownUnpaid(placed, true, cartOf())).toBe(true);
    // Back from the gateway: the same lines, in whatever order the provider lists them.
    expect(knownUnpaid(placed, false, cartOf(line('P2', 1), line('P1', 2)))).toBe(true);
    // Paid (the lines left the cart), or changed since: not known.
    expect(knownUnpaid(placed, false, cartOf())).toBe(false);
    expect(knownUnpaid(placed, false, cartOf(line('P1', 3), line('P2', 1)))).toBe(false);
    expect(knownUnpaid(placed, false, cartOf(line('P1', 2)))).toBe(false);
    // A draft never placed has nothing to know.
    expect(knownUnpaid(typed, false, cart)).toBe(false);
  });

  it('takes the same cart for a new order of the same things an hour after placing', () => {
    const placed = asPlaced(typed, false, cart, 1_000);
    expect(knownUnpaid(placed, false, cart, 1_000 + BACK_FROM_GATEWAY_MS - 1)).toBe(true);
    expect(knownUnpaid(placed, false, cart, 1_000 + BACK_FROM_GATEWAY_MS)).toBe(false);
    // A draft kept from before orders had a time is not known unpaid by its cart.
    expect(knownUnpaid({ ...placed, placedAt: undefined }, false, cart, 1_000)).toBe(false);
  });

  it('tells carts apart by product and quantity', () => {
    expect(cartKey(cartOf(line('P1', 2), line('P2', 1)))).toBe(cartKey(cartOf(line('P2', 1), line('P1', 2))));
    expect(cartKey(cartOf(line('P1', 21)))).not.toBe(cartKey(cartOf(line('P12', 1))));
  });

  it('keeps the edits of an attempt known unpaid for every later visit, until the next order goes out', () => {
    const returned = reopened(asPlaced(typed, false, cart));
    expect(returned).toEqual({ edits: { city: 'Enugu' }, placed: false });
    expect(liveEdits(returned, false)).toEqual({ city: 'Enugu' });
    expect(reopened(typed)).toBe(typed);
  });

  it('starts a paid or abandoned order’s next one from the profile, whatever is typed first', () => {
    const next = withEdit(asPlaced(typed, false, cart), false, 'phone', '08030000000');
    expect(next).toEqual({ edits: { phone: '08030000000' }, placed: false });
  });

  it('keeps the returned attempt’s edits when the buyer changes more and tries again', () => {
    const again = asPlaced(withEdit(asPlaced(typed, false, cart), true, 'state', 'Enugu State'), true, cart);
    expect(liveEdits(again, true)).toEqual({ city: 'Enugu', state: 'Enugu State' });
  });

  it('reads back only edits of the form’s own fields', () => {
    expect(checkoutDraft.safeParse({ edits: { city: 'Aba' }, placed: false }).success).toBe(true);
    expect(checkoutDraft.safeParse({ edits: { city: 'Aba' }, placed: true, placedCart: 'P1x2', placedAt: 1 }).success).toBe(true);
    expect(checkoutDraft.safeParse({ edits: { paymentMethod: 'stripe' }, placed: false }).success).toBe(false);
    expect(checkoutDraft.safeParse({ edits: { city: 7 }, placed: false }).success).toBe(false);
  });
});
