import { test } from './support/test';

// The guard in support/test.ts must itself be able to fail: each of these pages does what the guard
// watches for, so each test is expected to fail (test.fail), in the guard's teardown.

test('an uncaught error thrown in the page fails the test', async ({ page }) => {
  test.fail();
  await page.setContent('<p>guard</p>');
  await page.evaluate(() => setTimeout(() => {
    throw new Error('thrown on purpose');
  }));
  await page.waitForTimeout(200);
});

test('a React hydration mismatch reported in the console fails the test', async ({ page }) => {
  test.fail();
  await page.setContent('<p>guard</p>');
  await page.evaluate(() => console.error('Uncaught Error: Minified React error #418; visit https://react.dev/errors/418'));
});
