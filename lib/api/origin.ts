/**
 * Whether a state-changing request comes from our own pages. Browsers send Origin on every
 * cross-site POST/DELETE and Sec-Fetch-Site on all modern requests; a request with neither is not
 * from a browser, so it cannot ride on a visitor's cookie (CSRF needs a browser).
 */
export function isSameOrigin(headers: Headers, requestUrl: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = headers.get('origin');
  if (!origin) return true;
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? new URL(requestUrl).host;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
