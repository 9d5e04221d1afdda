/**
 * Whether every percent-escape of a path decodes (to UTF-8). Next answers a page path that does not
 * with a 500 (vercel/next.js#92527), where a mistyped or cut link is simply not found.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
