import { currencyOf } from './currency';
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
    expect(formatPrice(1500, currencyOf('NGN'))).toBe('₦1,500.00');
    expect(formatPrice(10, currencyOf('EUR'))).toBe('€10.00');
    expect(formatPrice(10, currencyOf('CHF'))).toBe('CHF\u00a010.00');
  });

  // The browser's first Intl.NumberFormat is the cost formatPrice exists to avoid (Currency says why).
  it('constructs no Intl.NumberFormat', () => {
    const ngn = currencyOf('NGN');
    const constructed = jest.spyOn(Intl, 'NumberFormat');
    try {
      formatPrice(1234.5, ngn);
      formatPrice('7');
      expect(constructed).not.toHaveBeenCalled();
    } finally {
      constructed.mockRestore();
    }
  });

  describe('writes every amount exactly as Intl.NumberFormat does', () => {
    const intl = (code: string) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // Halves that a double holds a little below or above (1.005, 2.675), values String() writes with
    // an exponent, carries into a new group (999.995), negative zero and amounts that round to it.
    const edges = [1.005, 2.675, 0.125, 0.005, 0.0049, 999.995, 999999.995, 1e-7, 5e-7, 1e21, 1.2345e25, 123456789012.345, -0, -0.001, -1.005, -999.995];
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const drawn = Array.from({ length: 4000 }, (_, i) => {
      const magnitude = 10 ** Math.floor(random() * 10 - 2);
      const value = Number((random() * magnitude).toFixed(Math.floor(random() * 5)));
      return i % 5 === 0 ? -value : value;
    });

    it.each(['USD', 'NGN', 'CHF', 'XOF', 'JPY', 'GHS'])('%s', (code) => {
      const currency = currencyOf(code);
      const expected = intl(code);
      const wrong = [...edges, ...drawn].filter((value) => formatPrice(value, currency) !== expected.format(value));
      expect(wrong.map((value) => [value, formatPrice(value, currency), expected.format(value)])).toEqual([]);
    });
  });
});
