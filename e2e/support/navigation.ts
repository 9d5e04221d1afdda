import type { Page } from '@playwright/test';

/** The root layout's navigation progress: the bar drawn, and what screen readers are told. */
export const navigationProgress = (page: Page) => ({
  bar: page.locator('[data-navigation-progress]'),
  status: page.getByRole('status').filter({ hasText: 'Loading page…' }),
});
