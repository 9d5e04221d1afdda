/** The session cookie's name; the proxy only checks it is present, the server decrypts it. */
export const SESSION_COOKIE = 'agromarket_session';
