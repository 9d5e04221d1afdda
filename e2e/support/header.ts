import { expect, type Page } from '@playwright/test';

/**
 * At 320, 360 and 390 px (common phone widths) the page does not scroll sideways and the header's
 * mark and account control are wholly on screen; the viewport is set back afterwards.
 */
export async function expectHeaderFitsNarrowScreens(page: Page): Promise<void> {
  const original = page.viewportSize();
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /home$/ })).toBeInViewport({ ratio: 1 });
    await expect(banner.getByRole('link', { name: 'Login/Sign up' }).or(banner.getByRole('button', { name: /^Account/ }))).toBeInViewport({ ratio: 1 });
  }
  if (original) await page.setViewportSize(original);
}
