import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Waits until the page's ScrollToTop has mounted (it sets the history's scroll restoration to
 * manual then), which tells that the page has hydrated: its controls answer, and a page reloaded
 * or come back to through the history has been scrolled to the top.
 */
export async function whenScrollToTopMounted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
}
