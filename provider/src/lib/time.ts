/**
 * Timestamps as Laravel serializes them: `2024-06-10T12:34:56.000000Z`. Stored in this form too,
 * so they sort as text and come back unchanged.
 */
export function laravelTimestamp(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
}

/** `email_verified_at` has no cast in the original, so it serializes as `YYYY-MM-DD HH:MM:SS`. */
export function sqlDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
