import { initials } from './initials';

describe('initials', () => {
  it('takes the first letter of the first two words, in capitals', () => {
    expect(initials('Chidi Eze')).toBe('CE');
    expect(initials('savannah grains ltd')).toBe('SG');
  });

  it('copes with one word, extra spaces and an empty name', () => {
    expect(initials('  Ada  ')).toBe('A');
    expect(initials('Ada    Obi')).toBe('AO');
    expect(initials('')).toBe('');
  });

  it('keeps a letter outside the basic plane whole', () => {
    expect(initials('𝒜da Obi')).toBe('𝒜O');
  });
});
