/**
 * How long `next start` keeps an idle keep-alive connection open. Node's default is 5 s, shorter
 * than the idle time of the fronts that reuse connections to it (a load balancer's 60 s, HAProxy's
 * pool, a CDN's origin pool): a request a front sends on a connection Node is closing at that
 * moment fails (a 502 for the visitor, "socket hang up" for a client). The front must be the one
 * that closes an idle connection, so Node waits longer than any of them.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The arguments of `next start` on `port`. */
export function nextStartArgs(port) {
  return ['start', '-p', String(port), '--keepAliveTimeout', String(KEEP_ALIVE_TIMEOUT_MS)];
}
