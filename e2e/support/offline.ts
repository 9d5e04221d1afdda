import type { BrowserContext, Page } from '@playwright/test';

declare global {
  interface Window {
    __agromarketBackOnline?: () => void;
  }
}

/**
 * Takes the browser offline so that the page's next document also starts offline, and returns
 * how to bring it back. Playwright's `context.setOffline(true)` keeps the page's requests failing
 * across a reload, but Debian's Chromium 150 answers `navigator.onLine === true` in every new
 * document (the emulation only reaches the document it was applied to), so a page loaded offline
 * would not know it. An init script makes the new document's `navigator.onLine` false, as a real
 * offline browser reports it, until `backOnline()` restores it and fires the `online` event the
 * browser would fire.
 */
export async function goOfflineAcrossReload(page: Page, context: BrowserContext): Promise<() => Promise<void>> {
  await page.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    if (!real) return;
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => false });
    window.__agromarketBackOnline = () => {
      Object.defineProperty(Navigator.prototype, 'onLine', real);
      window.dispatchEvent(new Event('online'));
    };
  });
  await context.setOffline(true);
  return async () => {
    await context.setOffline(false);
    await page.evaluate(() => window.__agromarketBackOnline?.());
  };
}

/**
 * Takes the browser offline once the page has no read under way. Chromium's offline mode lets a
 * request begun before it finish, and a list read still under way at the reconnect stands for the
 * reread there (TanStack joins it), with what it read before anything the test changes offline.
 */
export async function goOfflineWhenIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.context().setOffline(true);
}
