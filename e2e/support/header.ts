import { expect, type Page } from '@playwright/test';

/**
 * At 320 to 390 px (common phone widths) the page does not scroll sideways, the header's mark and
 * account control are wholly on screen, and so are the small-screen search's buttons; from 768 px,
 * beside the search box, the marketplace's name is not cut. The viewport is set back afterwards.
 */
export async function expectHeaderFitsNarrowScreens(page: Page): Promise<void> {
  const original = page.viewportSize();
  const banner = page.getByRole('banner');
  for (const width of [320, 360, 375, 390]) {
    await page.setViewportSize({ width, height: 740 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    await expect(banner.getByRole('link', { name: /home$/ })).toBeInViewport({ ratio: 1 });
    await expect(banner.getByRole('link', { name: 'Login/Sign up' }).or(banner.getByRole('button', { name: /^Account/ }))).toBeInViewport({ ratio: 1 });
    // The search form gives way to its Close control, which stays on the screen.
    await page.getByRole('button', { name: 'Open search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search products' });
    await expect(dialog.getByRole('button', { name: 'Close search' }), `Close at ${width} px`).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: 'Search', exact: true })).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  // Beside the header's own search box (768 px up), the name is shown whole, not cut to "Ag…".
  for (const width of [768, 900, 1024]) {
    await page.setViewportSize({ width, height: 740 });
    const name = banner.getByRole('link', { name: /home$/ }).locator('span');
    await expect(name).toBeVisible();
    expect(await name.evaluate((span) => span.scrollWidth - span.clientWidth), `name cut at ${width} px`).toBeLessThanOrEqual(0);
  }
  if (original) await page.setViewportSize(original);
}
