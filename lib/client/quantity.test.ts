import { checkQuantity, clampQuantity } from './quantity';

describe('clampQuantity', () => {
  it('keeps a quantity from 1 to the stock', () => {
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(2.7, 5)).toBe(2);
  });

  it('has no upper bound when the stock is unknown', () => {
    expect(clampQuantity(250)).toBe(250);
  });

  it('never goes below 1, even for a stock of 0', () => {
    expect(clampQuantity(3, 0)).toBe(1);
  });
});

describe('checkQuantity', () => {
  it('accepts whole numbers from 1 to the stock', () => {
    expect(checkQuantity('1', 5)).toEqual({ ok: true, quantity: 1 });
    expect(checkQuantity(' 5 ', 5)).toEqual({ ok: true, quantity: 5 });
    expect(checkQuantity('40')).toEqual({ ok: true, quantity: 40 });
  });

  it.each([
    ['', 'Enter a quantity'],
    ['   ', 'Enter a quantity'],
    ['0', 'Quantity must be at least 1'],
    ['-2', 'Quantity must be a whole number'],
    ['1.5', 'Quantity must be a whole number'],
    ['two', 'Quantity must be a whole number'],
    ['6', 'Only 5 in stock'],
  ])('refuses %p: %s', (text, message) => {
    expect(checkQuantity(text, 5)).toEqual({ ok: false, message });
  });
});
