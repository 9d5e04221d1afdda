/**
 * Runs once when the server starts: checks that live in a Node-only module, a warning when the
 * public origin is not set, then `next start`'s page cache. The build prerenders into .next as
 * always, and `next dev` caches no pages.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  await import('./lib/session/startup-check');
  const { missingSiteUrlWarning } = await import('./lib/site');
  const warning = missingSiteUrlWarning();
  if (warning) console.warn(`\n${warning}\n`);
  if (process.env.NODE_ENV === 'production' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { installPageCache } = await import('./lib/cache/install-page-cache');
    await installPageCache();
  }
}
