import { SEARCH_TERM_MAX_LENGTH, searchTerm, searchTermFromSegment } from './search-term';

describe('searchTerm', () => {
  it('trims the term, and is empty for a blank one (spec: search term required)', () => {
    expect(searchTerm('  sweet potato \n')).toBe('sweet potato');
    expect(searchTerm(' \t ')).toBe('');
  });

  it('makes control characters spaces, so an address cannot search for a NUL or a line break', () => {
    expect(searchTerm('sweet\u0000potato')).toBe('sweet potato');
    expect(searchTerm('yam\r\n\u001b[31m')).toBe('yam [31m');
    expect(searchTerm('\u0000\u0007')).toBe('');
    expect(searchTerm('\u0085garri')).toBe('garri');
  });

  it('cuts a term longer than the boxes take to 100 characters', () => {
    expect(SEARCH_TERM_MAX_LENGTH).toBe(100);
    expect(searchTerm('x'.repeat(150))).toBe('x'.repeat(100));
    expect(searchTerm(`  ${'y'.repeat(100)}`)).toBe('y'.repeat(100));
  });

  it('leaves no space at the end of a cut term', () => {
    expect(searchTerm(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('cuts between whole characters, so the term still goes into a link', () => {
    const cut = searchTerm(`${'a'.repeat(99)}🍅🍅`);
    expect(Array.from(cut)).toHaveLength(100);
    expect(cut.endsWith('🍅')).toBe(true);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });
});

describe('searchTermFromSegment', () => {
  it('decodes the path segment', () => {
    expect(searchTermFromSegment('sweet%20potato')).toBe('sweet potato');
    expect(searchTermFromSegment('%C3%A9l%C3%A9')).toBe('élé');
    expect(searchTermFromSegment('100%25')).toBe('100%');
  });

  it('takes an escape that does not decode as typed', () => {
    expect(searchTermFromSegment('100%')).toBe('100%');
  });

  it('makes a decoded control character a space', () => {
    expect(searchTermFromSegment('rice%00beans')).toBe('rice beans');
  });

  it('is empty for a blank segment, which the page sends on to the search box', () => {
    expect(searchTermFromSegment('%20%20')).toBe('');
  });

  it('cuts a long term after decoding it', () => {
    expect(searchTermFromSegment('%20'.repeat(3) + 'x'.repeat(300))).toBe('x'.repeat(100));
  });
});
