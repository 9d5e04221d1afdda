import { catalogueRewrite } from './catalogue-rewrite';

const rewrite = (path: string) => {
  const url = new URL(path, 'http://shop.test');
  return catalogueRewrite(url.pathname, url.searchParams);
};

describe('catalogueRewrite', () => {
  it('moves the all-products page into the path', () => {
    expect(rewrite('/allproduct')).toBe('/allproduct/1');
    expect(rewrite('/allproduct?page=3')).toBe('/allproduct/3');
  });

  it('reads a malformed page as the first', () => {
    for (const page of ['abc', '0', '-2', '2.5', '', '9999999']) expect(rewrite(`/allproduct?page=${page}`)).toBe('/allproduct/1');
  });

  it('moves the category sort and page into the path, ignoring catname', () => {
    expect(rewrite('/category/AGC0001?catname=Fresh%20Fruits')).toBe('/category/AGC0001/default/1');
    expect(rewrite('/category/AGC0001?catname=x&sort=price_desc&page=2')).toBe('/category/AGC0001/price_desc/2');
    expect(rewrite('/category/AGC0001?sort=rating')).toBe('/category/AGC0001/rating/1');
  });

  it('reads an unknown sort as none', () => {
    expect(rewrite('/category/AGC0001?sort=cheapest&page=2')).toBe('/category/AGC0001/default/2');
  });

  it('keeps the category id exactly as written (encoded)', () => {
    expect(rewrite('/category/AGC%200001')).toBe('/category/AGC%200001/default/1');
  });

  it('leaves other paths alone, internal ones included', () => {
    for (const path of ['/', '/allcategory', '/allproduct/2', '/category/AGC1/rating/2', '/product/AGP1', '/category']) {
      expect(rewrite(path)).toBeNull();
    }
  });
});
