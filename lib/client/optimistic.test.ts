import type { Cart, CartItem } from '@/lib/domain/cart';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { removeLine, restoreLine, setLineQuantity, shiftCartCount, shiftLineQuantity, withoutWishlistProduct, withWishlistItem } from './optimistic';

const line = (cartId: string, price: number | null, quantity: number): CartItem => ({
  cartId,
  productId: `AGP-${cartId}`,
  name: cartId,
  imageUrl: null,
  price,
  quantity,
  lineTotal: price === null ? null : price * quantity,
  categoryId: 'AGC1',
});

const cart: Cart = {
  items: [line('A', 1.1, 2), line('B', 0.2, 1), line('C', 10, 3)],
  totalPrice: 32.4,
  totalQuantity: 6,
  shippingFee: 12,
};

describe('setLineQuantity', () => {
  it('changes one line and the totals, to the cent', () => {
    const next = setLineQuantity(cart, 'B', 3);
    expect(next.items[1]).toMatchObject({ quantity: 3, lineTotal: 0.6 });
    expect(next.items[0]).toBe(cart.items[0]);
    expect(next).toMatchObject({ totalPrice: 32.8, totalQuantity: 8 });
  });

  it('keeps the shipping fee, which only the provider can work out', () => {
    expect(setLineQuantity(cart, 'A', 1).shippingFee).toBe(12);
  });
});

describe('shiftLineQuantity', () => {
  it('takes back one step and keeps the steps made after it', () => {
    // 2 → 3 (refused) → 4 (still on its way): undoing the first leaves the second's step.
    const shown = setLineQuantity(setLineQuantity(cart, 'A', 3), 'A', 4);
    expect(shiftLineQuantity(shown, 'A', -1)).toMatchObject({ items: [{ quantity: 3 }, {}, {}], totalQuantity: 7 });
  });

  it('goes no lower than 1, and leaves a cart whose line is gone as it is', () => {
    expect(shiftLineQuantity(cart, 'B', -3).items[1]).toMatchObject({ quantity: 1 });
    const without = removeLine(cart, 'A');
    expect(shiftLineQuantity(without, 'A', -1)).toBe(without);
  });
});

describe('a line without a price', () => {
  const withPriceless: Cart = { ...cart, items: [...cart.items, line('D', null, 1)], totalQuantity: 7 };

  it('keeps no total of its own when its quantity changes, and the cart total stays that of the priced lines', () => {
    const next = setLineQuantity(withPriceless, 'D', 4);
    expect(next.items[3]).toMatchObject({ quantity: 4, lineTotal: null });
    expect(next).toMatchObject({ totalPrice: 32.4, totalQuantity: 10 });
  });

  it('leaves the other lines adding up when one of them changes', () => {
    expect(setLineQuantity(withPriceless, 'B', 3)).toMatchObject({ totalPrice: 32.8, totalQuantity: 9 });
  });
});

describe('removeLine and restoreLine', () => {
  it('removes a line and takes it off the totals', () => {
    const next = removeLine(cart, 'A');
    expect(next.items.map((item) => item.cartId)).toEqual(['B', 'C']);
    expect(next).toMatchObject({ totalPrice: 30.2, totalQuantity: 4 });
  });

  it('puts a line back where it was', () => {
    const restored = restoreLine(removeLine(cart, 'B'), cart.items[1]!, 1);
    expect(restored.items.map((item) => item.cartId)).toEqual(['A', 'B', 'C']);
    expect(restored).toMatchObject({ totalPrice: 32.4, totalQuantity: 6 });
  });

  it('undoes only its own line when another change happened meanwhile', () => {
    const meanwhile = setLineQuantity(removeLine(cart, 'A'), 'C', 1);
    const restored = restoreLine(meanwhile, cart.items[0]!, 0);
    expect(restored.items.map((item) => [item.cartId, item.quantity])).toEqual([
      ['A', 2],
      ['B', 1],
      ['C', 1],
    ]);
  });

  it('does not add a line twice, and appends when the cart shrank', () => {
    expect(restoreLine(cart, cart.items[0]!, 0)).toBe(cart);
    const shrunk = removeLine(removeLine(removeLine(cart, 'A'), 'B'), 'C');
    expect(restoreLine(shrunk, cart.items[2]!, 2).items.map((item) => item.cartId)).toEqual(['C']);
  });
});

describe('shiftCartCount', () => {
  it('moves the count, never below zero', () => {
    expect(shiftCartCount({ totalQuantity: 3 }, 2)).toEqual({ totalQuantity: 5 });
    expect(shiftCartCount({ totalQuantity: 3 }, -5)).toEqual({ totalQuantity: 0 });
  });

  it('leaves an unknown count unknown', () => {
    expect(shiftCartCount(undefined, 2)).toBeUndefined();
  });
});

describe('wishlist edits', () => {
  const item = (productId: string): WishlistItem => ({ wishlistId: `W-${productId}`, productId, name: productId, imageUrl: null, price: 1, inStock: true });
  const list = [item('P1'), item('P2')];

  it('removes by product', () => {
    expect(withoutWishlistProduct(list, 'P1')).toEqual([item('P2')]);
    expect(withoutWishlistProduct(undefined, 'P1')).toBeUndefined();
  });

  it('adds once, at the end or at a given place', () => {
    expect(withWishlistItem(list, item('P3'))?.map((i) => i.productId)).toEqual(['P1', 'P2', 'P3']);
    expect(withWishlistItem(list, item('P3'), 0)?.map((i) => i.productId)).toEqual(['P3', 'P1', 'P2']);
    expect(withWishlistItem(list, item('P1'))).toBe(list);
  });

  it('leaves an unloaded wishlist unloaded', () => {
    expect(withWishlistItem(undefined, item('P1'))).toBeUndefined();
  });
});
