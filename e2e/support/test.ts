import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test` with one addition: a test fails when its page throws an uncaught error or
 * React reports a hydration mismatch, even if every assertion passed. Production React logs
 * mismatches as minified errors #418/#423/#425, so those codes are matched too.
 */
const HYDRATION = /hydrat|Minified React error #(418|423|425)\b/i;

export const test = base.extend<{ pageErrors: void }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' && HYDRATION.test(message.text())) errors.push(message.text());
      });
      await use();
      expect(errors, 'errors thrown in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
