import { availabilityOf } from './availability';

const product = { isActive: true, price: 12.5, stock: 4 };

describe('availabilityOf', () => {
  test('an active, priced product with stock is in stock', () => {
    expect(availabilityOf(product)).toBe('in_stock');
  });

  test('no stock left is out of stock', () => {
    expect(availabilityOf({ ...product, stock: 0 })).toBe('out_of_stock');
    expect(availabilityOf({ ...product, stock: -2 })).toBe('out_of_stock');
  });

  test('a product switched off, or without a usable price, is not for sale whatever its stock', () => {
    expect(availabilityOf({ ...product, isActive: false })).toBe('not_for_sale');
    expect(availabilityOf({ ...product, price: null })).toBe('not_for_sale');
    expect(availabilityOf({ ...product, price: null, stock: 0 })).toBe('not_for_sale');
  });
});
