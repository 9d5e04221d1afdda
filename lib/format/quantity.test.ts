import { quantityWithUnit } from './quantity';

describe('quantityWithUnit', () => {
  it.each([
    [138, 'bag', '138 bags'],
    [2, 'bunch', '2 bunches'],
    [5, 'box', '5 boxes'],
    [3, 'piece', '3 pieces'],
    [4, 'tuber', '4 tubers'],
    [2, 'daisy', '2 daisies'],
    [2, 'tray', '2 trays'],
    [0, 'crate', '0 crates'],
  ])('writes %i %s as "%s"', (count, unit, expected) => {
    expect(quantityWithUnit(count, unit)).toBe(expected);
  });

  it('keeps one in the singular', () => {
    expect(quantityWithUnit(1, 'bag')).toBe('1 bag');
  });

  it('keeps measures, livestock heads and units already plural as they are', () => {
    expect(quantityWithUnit(12, 'kg')).toBe('12 kg');
    expect(quantityWithUnit(12, 'KG')).toBe('12 KG');
    expect(quantityWithUnit(5, 'lb')).toBe('5 lb');
    expect(quantityWithUnit(5, 'lbs')).toBe('5 lbs');
    expect(quantityWithUnit(40, 'head')).toBe('40 head');
    expect(quantityWithUnit(7, 'litres')).toBe('7 litres');
  });

  it('changes only the last word, and keeps the case the seller wrote', () => {
    expect(quantityWithUnit(3, '25 kg bag')).toBe('3 25 kg bags');
    expect(quantityWithUnit(3, 'Basket')).toBe('3 Baskets');
  });

  it('leaves a unit that is not a plain word as written, and a blank one out', () => {
    expect(quantityWithUnit(3, 'bag(s)')).toBe('3 bag(s)');
    expect(quantityWithUnit(3, '  ')).toBe('3');
  });
});
