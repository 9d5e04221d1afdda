import { parseTimestamp, relativeDate } from './relative-date';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('relativeDate', () => {
  it.each([
    [0, 'Just now'],
    [59_000, 'Just now'],
    [MIN, '1 minute ago'],
    [5 * MIN, '5 minutes ago'],
    [60 * MIN, '1 hour ago'],
    [23 * 60 * MIN, '23 hours ago'],
    [24 * 60 * MIN, '1 day ago'],
    [13 * 24 * 60 * MIN, '13 days ago'],
  ])('%p ms ago reads %p', (ms, text) => expect(relativeDate(ago(ms), now)).toBe(text));

  it('shows the date from 14 days on', () => {
    expect(relativeDate(ago(14 * 24 * 60 * MIN), now)).toBe('8 Nov 2026');
  });

  it('reads a future date (clock skew) as Just now', () => {
    expect(relativeDate(new Date(now.getTime() + 5 * MIN), now)).toBe('Just now');
  });

  it('reads Laravel timestamps as UTC and ISO ones as given', () => {
    expect(parseTimestamp('2026-11-22 11:30:00').toISOString()).toBe('2026-11-22T11:30:00.000Z');
    expect(relativeDate('2026-11-22 11:30:00', now)).toBe('30 minutes ago');
    expect(relativeDate('2026-11-22T11:00:00.000000Z', now)).toBe('1 hour ago');
  });

  it('shows an unreadable date as given', () => {
    expect(relativeDate('yesterday-ish', now)).toBe('yesterday-ish');
  });
});
