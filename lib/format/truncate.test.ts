import { NAME_LIMIT, NARROW_NAME_LIMIT, nameCuts, truncate } from './truncate';

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

describe('nameCuts', () => {
  const shown = ({ head, tail, cut, wideCut }: ReturnType<typeof nameCuts>) => ({ wide: head + tail + (wideCut ? '…' : ''), narrow: cut ? `${head}…` : head });

  it('shows each cut truncate gives, for short, middling, long and spaced names', () => {
    for (const name of ['Yellow Garri', 'Sweet Potatoes Orange', 'Fresh Ugu Leaves (Fluted Pumpkin) Bundle', 'Palm Oil Red   Grade A 25 litres and more', '🍅'.repeat(40), `${'x'.repeat(30)}…`]) {
      expect(shown(nameCuts(name))).toEqual({ wide: truncate(name, NAME_LIMIT), narrow: truncate(name, NARROW_NAME_LIMIT) });
    }
  });

  it('says when a name is cut', () => {
    expect(nameCuts('Yellow Garri')).toEqual({ head: 'Yellow Garri', tail: '', cut: false, wideCut: false });
    expect(nameCuts('Sweet Potatoes Orange')).toEqual({ head: 'Sweet Potatoe', tail: 's Orange', cut: true, wideCut: false });
    expect(nameCuts('Fresh Ugu Leaves (Fluted Pumpkin) Bundle')).toEqual({ head: 'Fresh Ugu Lea', tail: 'ves (Fluted Pumpk', cut: true, wideCut: true });
  });
});
