/** The marketplace's clock: its dates are Nigeria's, wherever the server runs (often on UTC). */
export const MARKETPLACE_TIME_ZONE = 'Africa/Lagos';

const yearFormat = new Intl.DateTimeFormat('en-US', { timeZone: MARKETPLACE_TIME_ZONE, year: 'numeric' });

/** The year in Lagos: an hour ahead of UTC, so from 23:00 UTC on 31 December it is already the next. */
export function marketplaceYear(now: Date = new Date()): number {
  return Number(yearFormat.format(now));
}
