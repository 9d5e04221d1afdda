import type { Page } from '@playwright/test';

/** The root layout's navigation progress: the bar drawn, and what screen readers are told. */
export const navigationProgress = (page: Page) => ({
  bar: page.locator('[data-navigation-progress]'),
  status: page.getByRole('status').filter({ hasText: 'Loading page…' }),
});

/**
 * Every navigation the page sets off from now on, as it starts: a document request, a page payload
 * asked for by the client router (prefetches left out), or a URL change (a prefetched page commits
 * without asking). A check that nothing navigated reads it after the action's own effect is in.
 */
export function recordNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (request.isNavigationRequest() || (headers.rsc === '1' && !headers['next-router-prefetch'])) seen.push(`asked ${request.url()}`);
  });
  // Next's router replaces the history entry with the same URL once it has hydrated, which can land
  // after page.goto resolves: only a change of URL counts.
  let url = page.url();
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || frame.url() === url) return;
    url = frame.url();
    seen.push(`went to ${url}`);
  });
  return seen;
}
