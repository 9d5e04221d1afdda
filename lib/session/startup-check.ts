import { sessionSecret } from './secret';

/**
 * A production server without a real session key stops before it serves a single page, instead
 * of failing at the first sign-in. `next build` also loads this file and must not stop.
 */
if (process.env.NEXT_PHASE !== 'phase-production-build') {
  try {
    sessionSecret();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
