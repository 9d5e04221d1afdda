import { siteSettings } from '@/lib/site';

/**
 * Whether a state-changing request comes from our own pages. A browser says so itself with
 * Sec-Fetch-Site, a header no page can set: `same-origin` is believed whatever Host the request
 * reached us with (a front that sends its own name as Host, stock nginx's `proxy_pass`, rewrites it,
 * not the browser's origin). Browsers without it (Safari before 16.4) send Origin on every
 * cross-site POST/DELETE, compared with the host the request names and with SITE_URL. A request
 * with neither is not from a browser, so it cannot ride on a visitor's cookie (CSRF needs a browser).
 */
export function isSameOrigin(headers: Headers, requestUrl: string, siteUrl: string = siteSettings().url): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite === 'same-origin') return true;
  if (fetchSite && fetchSite !== 'none') return false;
  const origin = headers.get('origin');
  if (!origin) return true;
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? new URL(requestUrl).host;
  try {
    const from = new URL(origin);
    return from.host === host || from.origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}
