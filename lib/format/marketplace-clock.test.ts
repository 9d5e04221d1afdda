import { marketplaceYear } from './marketplace-clock';

describe('marketplaceYear', () => {
  it('is the year in Lagos, which begins an hour before it does in UTC', () => {
    expect(marketplaceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(marketplaceYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
    expect(marketplaceYear(new Date('2027-06-01T12:00:00Z'))).toBe(2027);
  });
});
