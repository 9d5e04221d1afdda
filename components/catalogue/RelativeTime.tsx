'use client';

import { useHydrated } from '@/lib/client/use-hydrated';
import { calendarDate, parseTimestamp, relativeDate } from '@/lib/format/relative-date';

/**
 * A relative date ('5 minutes ago', spec section 9). The server's HTML may be served from a cache
 * long after it was made, so it carries the calendar date, and the browser turns it into a
 * relative one against its own clock once the page has hydrated. Drawn in the browser (a table of
 * the buyer's tickets), it is relative from its first frame: a date that changed its text after
 * being drawn would resize its column and move the cells beside it.
 */
export function RelativeTime({ value }: { value: string }) {
  const hydrated = useHydrated();
  const date = parseTimestamp(value);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  return (
    <time dateTime={date.toISOString()} title={date.toUTCString()}>
      {hydrated ? relativeDate(date) : calendarDate(date)}
    </time>
  );
}
