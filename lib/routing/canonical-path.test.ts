import { canonicalPath } from './canonical-path';

describe('canonicalPath', () => {
  it.each([
    ['/AllProduct', '/allproduct'],
    ['/ALLCATEGORY', '/allcategory'],
    ['/Category/AGC101', '/category/AGC101'],
    ['/Success', '/success'],
    ['/Orderdetails/1234567890', '/orderdetails/1234567890'],
    ['/products/AGP123456', '/product/AGP123456'],
    ['/FAQ/Payment', '/faq/Payment'],
  ])('redirects %s to %s, keeping the ids after the first segment', (from, to) => {
    expect(canonicalPath(from)).toBe(to);
  });

  it.each(['/', '/allproduct', '/category/AGC101', '/product/AGP123456', '/no-such-page', '/Unknown/Thing'])(
    'leaves %s alone',
    (path) => {
      expect(canonicalPath(path)).toBeNull();
    },
  );
});
