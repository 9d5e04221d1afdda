import 'server-only';

/**
 * How many proxies in front of this instance append the address they saw to X-Forwarded-For
 * (HAProxy with `option forwardfor`: 1; a CDN before it: 2). 0, the default, when none is known:
 * anything else than a whole number counts as 0.
 */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

/**
 * The client's address as the outermost trusted proxy saw it: the entry of X-Forwarded-For that
 * many from the right (what the client wrote itself stands to the left of it). Null with no trusted
 * proxy, as then the whole header may be the client's own (Next fills it from the socket only when
 * a request comes without one), and when the header has fewer entries than trusted proxies.
 */
export function clientAddress(headers: Headers, hops = trustedProxyHops()): string | null {
  if (hops === 0) return null;
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  const address = entries.length >= hops ? entries[entries.length - hops] : undefined;
  return address || null;
}
