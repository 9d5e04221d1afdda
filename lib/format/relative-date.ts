import { MARKETPLACE_TIME_ZONE } from './marketplace-clock';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * The spec's relative dates (section 9): 'Just now' under a minute, then minutes, hours and days
 * while under 14 days, then the date itself ("12 Mar 2026"). A date in the future (clock skew
 * between provider and storefront) reads 'Just now'; an unreadable one is shown as given.
 */
export function relativeDate(value: string | Date, now: Date = new Date()): string {
  const date = typeof value === 'string' ? parseTimestamp(value) : value;
  if (Number.isNaN(date.getTime())) return String(value);
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 14 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return calendarDate(date);
}

/** "12 Mar 2026", on the marketplace's clock (Lagos). */
export function calendarDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: MARKETPLACE_TIME_ZONE });
}

/** The provider's timestamps: ISO 8601, or Laravel's "2026-03-12 14:05:00" which is UTC. */
export function parseTimestamp(value: string): Date {
  const laravel = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(value.trim());
  return new Date(laravel ? `${laravel[1]}T${laravel[2]}Z` : value);
}
