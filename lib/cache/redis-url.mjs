/**
 * Why REDIS_URL cannot be used, or null. The Redis client throws on anything but a redis:// or
 * rediss:// URL (a bare host:port, as redis-cli takes it), and it is made inside Next's cache for
 * every request: a server started with such a value would answer every page 500. The value itself
 * is not repeated, since it may hold a password.
 */
export function redisUrlProblem(url) {
  let parsed = null;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL at all: the message below says what one looks like.
  }
  if ((parsed?.protocol === 'redis:' || parsed?.protocol === 'rediss:') && parsed.hostname) return null;
  return 'REDIS_URL must be a redis:// or rediss:// URL, such as redis://[user:password@]host:6379 (README, "Deploying behind a CDN / several instances").';
}
