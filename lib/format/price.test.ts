import { formatPrice } from './price';

describe('formatPrice', () => {
  it.each([
    [1500, '$1,500.00'],
    [0, '$0.00'],
    [2.5, '$2.50'],
    [1234567.891, '$1,234,567.89'],
    ['99.9', '$99.90'],
    [' 12 ', '$12.00'],
  ])('%p reads %p', (value, text) => expect(formatPrice(value)).toBe(text));

  it.each([['abc'], [''], [null], [undefined], [Number.NaN], [Infinity], [{}]])('%p reads Invalid input', (value) => {
    expect(formatPrice(value)).toBe('Invalid input');
  });

  it('uses the currency setting', () => {
    expect(formatPrice(1500, 'NGN')).toBe('₦1,500.00');
    expect(formatPrice(10, 'EUR')).toBe('€10.00');
  });
});
