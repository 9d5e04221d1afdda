'use client';

import { useEffect, useState } from 'react';
import { calendarDate, parseTimestamp, relativeDate } from '@/lib/format/relative-date';

/**
 * A relative date ('5 minutes ago', spec section 9). The server's HTML may be served from a cache
 * long after it was made, so it carries the calendar date, and the browser turns it into a
 * relative one against its own clock once the page is running.
 */
export function RelativeTime({ value }: { value: string }) {
  const date = parseTimestamp(value);
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    // The first client render must match the server's HTML; the relative text follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setText(relativeDate(value));
  }, [value]);
  if (Number.isNaN(date.getTime())) return <span>{value}</span>;
  return (
    <time dateTime={date.toISOString()} title={date.toUTCString()}>
      {text ?? calendarDate(date)}
    </time>
  );
}
