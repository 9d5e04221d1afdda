import type { Page } from '@playwright/test';
import { expect } from './test';

/**
 * Waits until the page's ScrollToTop has mounted (it sets the history's scroll restoration to
 * manual then): the page scrolls to the top as it does, so a test's scroll before that is undone.
 */
export async function whenScrollToTopMounted(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
}
