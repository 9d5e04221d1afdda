/**
 * Whether the session cookie is sent over https only: in production, unless SESSION_COOKIE_SECURE=false
 * serves a production build over plain http on a LAN.
 */
export function sessionCookieSecure(): boolean {
  return process.env.NODE_ENV === 'production' && process.env.SESSION_COOKIE_SECURE !== 'false';
}

/**
 * The session cookie's name; the proxy only checks it is present, the server decrypts it. Secure, it
 * carries the `__Host-` prefix: browsers then take it only from this host, over https, for the whole
 * site, so neither a sibling subdomain nor a plain-http answer can plant a session of its choosing
 * (an attacker's own, to collect what the buyer enters) or replace the buyer's. Browsers refuse that
 * prefix on a cookie that is not Secure, hence the plain name over http.
 */
export function sessionCookieName(): string {
  return sessionCookieSecure() ? '__Host-agromarket_session' : 'agromarket_session';
}
