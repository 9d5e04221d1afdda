import { NAME_LIMIT, NARROW_NAME_LIMIT, truncate } from './truncate';

describe('truncate', () => {
  it('keeps names up to the limit whole', () => {
    expect(truncate('Yellow Garri', NAME_LIMIT)).toBe('Yellow Garri');
    expect(truncate('x'.repeat(30), NAME_LIMIT)).toBe('x'.repeat(30));
  });

  it('cuts longer names and adds an ellipsis', () => {
    expect(truncate('Fresh Ugu Leaves (Fluted Pumpkin) Bundle', NAME_LIMIT)).toBe('Fresh Ugu Leaves (Fluted Pumpk…');
    expect(truncate('Sweet Potatoes Orange Flesh', NARROW_NAME_LIMIT)).toBe('Sweet Potatoe…');
  });

  it('does not end on a space before the ellipsis', () => {
    expect(truncate('Palm Oil Red 25 litres', 9)).toBe('Palm Oil…');
  });

  it('counts emoji and accents as one character', () => {
    expect(truncate('🍅🍅🍅🍅', 3)).toBe('🍅🍅🍅…');
    expect(truncate('Ẹ̀fọ́ riro', 20)).toBe('Ẹ̀fọ́ riro');
  });
});
