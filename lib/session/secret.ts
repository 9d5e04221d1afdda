const MIN_LENGTH = 32;

/** Fixed, public key for `next dev` only: a dev session is worthless outside this machine. */
const DEVELOPMENT_SECRET = 'agromarket-development-only-session-secret-do-not-use';

/**
 * The key that encrypts the session cookie. Production refuses to run without a real one: a
 * guessable key would let anyone mint a cookie holding someone else's token.
 */
export function sessionSecret(): string {
  const secret = process.env.SESSION_SECRET;
  if (secret && secret.length >= MIN_LENGTH) return secret;
  if (process.env.NODE_ENV !== 'production') return DEVELOPMENT_SECRET;
  throw new Error(
    secret
      ? `SESSION_SECRET must be at least ${MIN_LENGTH} characters long.`
      : 'SESSION_SECRET is not set. Set it to a random string of at least 32 characters (npm start generates one).',
  );
}
