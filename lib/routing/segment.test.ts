import { decodeSegment } from './segment';

describe('decodeSegment', () => {
  it('decodes an encoded segment once', () => {
    expect(decodeSegment('abc%20def')).toBe('abc def');
    expect(decodeSegment('%2541bc')).toBe('%41bc');
    expect(decodeSegment('%E1%BA%B9f%E1%BB%8D')).toBe('ẹfọ');
  });

  it('keeps an escape that does not decode as the visitor wrote it', () => {
    expect(decodeSegment('100%')).toBe('100%');
    expect(decodeSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});
