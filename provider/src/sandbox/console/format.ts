import { html } from 'hono/html';

/** `in_progress` → `in progress`, for status values shown to people. */
export function statusLabel(status: string): string {
  return status.replace(/_/g, ' ');
}

/** A stored `2024-06-10T12:34:56.000000Z` timestamp as `2024-06-10 12:34 UTC`, machine-readable too. */
export function when(timestamp: string) {
  return html`<time datetime="${timestamp}">${timestamp.slice(0, 16).replace('T', ' ')} UTC</time>`;
}

/** A console path with query parameters; empty ones are left out so links stay short. */
export function urlWith(path: string, params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** `1 mail`, `3 mails`. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
