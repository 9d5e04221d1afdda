import { MARKETPLACE_TIME_ZONE } from './marketplace-clock';
import { parseTimestamp } from './relative-date';

// Built once: Intl formatters are costly to create and this one runs for every table cell.
const lagosClock = new Intl.DateTimeFormat('en-US', {
  timeZone: MARKETPLACE_TIME_ZONE,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/**
 * The order and transaction tables' date (spec section 2): day/month/year and a 12-hour time with
 * a lower-case am/pm, on the marketplace's clock (Lagos), e.g. "7/3/2026, 4:05 pm". Assembled from
 * parts rather than a locale's pattern, whose punctuation and spaces differ between ICU versions.
 * An unreadable timestamp is shown as given.
 */
export function formatOrderDate(value: string): string {
  const date = parseTimestamp(value);
  if (Number.isNaN(date.getTime())) return value;
  const part = Object.fromEntries(lagosClock.formatToParts(date).map(({ type, value: text }) => [type, text]));
  return `${part.day}/${part.month}/${part.year}, ${part.hour}:${part.minute} ${String(part.dayPeriod).toLowerCase()}`;
}
