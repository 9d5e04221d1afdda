import type { IncomingMessage } from 'node:http';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas, prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { catalogueRewrites } from './catalogue-rewrites';

/**
 * Where Next's router sends a public URL by these rewrites: the first rule whose source and
 * conditions match, resolved with the router's own matchers (server/lib/router-utils), or null.
 */
function rewrite(path: string): string | null {
  const url = new URL(path, 'http://shop.test');
  const query = Object.fromEntries(url.searchParams);
  const request = { headers: {} } as IncomingMessage;
  for (const rule of catalogueRewrites) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true })(url.pathname);
    const conditions = params && matchHas(request, query, rule.has, rule.missing);
    if (!params || !conditions) continue;
    const { parsedDestination } = prepareDestination({ appendParamsToQuery: true, destination: rule.destination, params: { ...params, ...conditions }, query });
    return parsedDestination.pathname;
  }
  return null;
}

describe('catalogueRewrites', () => {
  it('moves a later all-products page into the path', () => {
    expect(rewrite('/allproduct?page=2')).toBe('/allproduct/2');
    expect(rewrite('/allproduct?page=10')).toBe('/allproduct/10');
    expect(rewrite('/allproduct?page=999999')).toBe('/allproduct/999999');
  });

  it("leaves the first page, and a malformed one, to the listing's own route", () => {
    for (const page of ['1', 'abc', '0', '-2', '2.5', '', '9999999', '02', '2x', '1.0']) expect(rewrite(`/allproduct?page=${page}`)).toBeNull();
    expect(rewrite('/allproduct')).toBeNull();
    expect(rewrite('/category/AGC0001?catname=Fresh%20Fruits')).toBeNull();
    expect(rewrite('/category/AGC0001?catname=x&page=1')).toBeNull();
  });

  it('moves the category sort and page into the path, ignoring catname', () => {
    expect(rewrite('/category/AGC0001?catname=x&page=3')).toBe('/category/AGC0001/default/3');
    expect(rewrite('/category/AGC0001?catname=x&sort=price_desc&page=2')).toBe('/category/AGC0001/price_desc/2');
    expect(rewrite('/category/AGC0001?sort=price_desc&page=1')).toBe('/category/AGC0001/price_desc/1');
    expect(rewrite('/category/AGC0001?sort=rating')).toBe('/category/AGC0001/rating/1');
    expect(rewrite('/category/AGC0001?page=4&sort=price_asc')).toBe('/category/AGC0001/price_asc/4');
  });

  it('reads an unknown sort as none and a malformed page as the first', () => {
    expect(rewrite('/category/AGC0001?sort=cheapest&page=2')).toBe('/category/AGC0001/default/2');
    expect(rewrite('/category/AGC0001?sort=rating&page=x')).toBe('/category/AGC0001/rating/1');
    expect(rewrite('/category/AGC0001?sort=rating_x&page=0')).toBeNull();
  });

  it('keeps the category id exactly as written (encoded)', () => {
    expect(rewrite('/category/AGC%200001?sort=rating')).toBe('/category/AGC%200001/rating/1');
  });

  it('leaves other paths alone, internal ones included', () => {
    for (const path of ['/', '/allcategory', '/allproduct/2', '/category/AGC1/rating/2', '/product/AGP1', '/category']) {
      expect(rewrite(path)).toBeNull();
    }
  });
});
