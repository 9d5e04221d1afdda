import { formatOrderDate } from './order-date';

describe('formatOrderDate', () => {
  it('reads day/month/year and a lower-case 12-hour time in Lagos (UTC+1)', () => {
    expect(formatOrderDate('2026-03-07T15:05:00.000000Z')).toBe('7/3/2026, 4:05 pm');
  });

  it('reads Laravel timestamps as UTC', () => {
    expect(formatOrderDate('2026-03-07 15:05:00')).toBe('7/3/2026, 4:05 pm');
  });

  it.each([
    ['2026-01-31T23:30:00Z', '1/2/2026, 12:30 am'],
    ['2026-12-11T11:00:00Z', '11/12/2026, 12:00 pm'],
    ['2026-06-15T08:09:00Z', '15/6/2026, 9:09 am'],
  ])('%s reads %s (midnight, noon, morning; no zero padding)', (value, text) => {
    expect(formatOrderDate(value)).toBe(text);
  });

  it('shows an unreadable timestamp as given', () => {
    expect(formatOrderDate('yesterday')).toBe('yesterday');
  });
});
