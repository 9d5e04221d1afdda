import { isDotSegment, searchUrl } from './urls';

/** The path and query a browser ends up asking for, once it has parsed the URL. */
const asParsed = (url: string) => {
  const { pathname, search } = new URL(url, 'https://agromarket.test');
  return `${pathname}${search}`;
};

describe('searchUrl', () => {
  it('puts the term in the path, encoded, with the page after the first', () => {
    expect(searchUrl('sweet potato')).toBe('/searchpage/sweet%20potato');
    expect(searchUrl('100%/kg', 2)).toBe('/searchpage/100%25%2Fkg?page=2');
  });

  it.each(['.', '..'])('sends %s, a dot segment the URL parser would remove, to the search page’s query', (term) => {
    expect(isDotSegment(term)).toBe(true);
    expect(searchUrl(term)).toBe(`/searchpage?search=${term}`);
    expect(searchUrl(term, 3)).toBe(`/searchpage?search=${term}&page=3`);
    expect(asParsed(searchUrl(term))).toBe(`/searchpage?search=${term}`);
    expect(new URL(searchUrl(term), 'https://agromarket.test').searchParams.get('search')).toBe(term);
  });

  it.each(['...', '.a', 'a..', '1.5kg'])('keeps %s, which is no dot segment, in the path', (term) => {
    expect(isDotSegment(term)).toBe(false);
    expect(asParsed(searchUrl(term))).toBe(`/searchpage/${term}`);
  });
});
