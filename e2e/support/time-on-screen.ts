import type { Page } from '@playwright/test';

/**
 * Starts timing, inside the page, how long an element whose whole text is `text` stays in the DOM
 * (from when it appears until it is gone). Measured with the page's own clock, so a busy test runner
 * cannot stretch or shrink it. Returns a reader: the milliseconds, or null until it has come and gone.
 */
export async function timeOnScreen(page: Page, text: string): Promise<() => Promise<number | null>> {
  const key = `timeOnScreen:${text}`;
  await page.evaluate(
    ({ key, text }) => {
      const shown = { start: null as number | null, end: null as number | null };
      (window as unknown as Record<string, unknown>)[key] = shown;
      const present = () => Array.from(document.body.querySelectorAll('*')).some((element) => element.childElementCount === 0 && element.textContent?.trim() === text);
      new MutationObserver(() => {
        const now = performance.now();
        const isThere = present();
        if (isThere && shown.start === null) shown.start = now;
        else if (!isThere && shown.start !== null && shown.end === null) shown.end = now;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    },
    { key, text },
  );
  return () =>
    page.evaluate((key) => {
      const shown = (window as unknown as Record<string, { start: number | null; end: number | null }>)[key]!;
      return shown.start !== null && shown.end !== null ? shown.end - shown.start : null;
    }, key);
}
