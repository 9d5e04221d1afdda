import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { biggestCategory, categoryProducts } from './support/catalogue';

/**
 * The outermost boxes the browser has skipped (content-visibility: auto, off screen), with the
 * height each holds, then with the height each has once everything is drawn.
 */
async function heldAndDrawn(page: Page): Promise<{ box: string; held: number; drawn: number }[]> {
  return page.evaluate(() => {
    // A skipped box itself counts as visible; what it holds does not.
    const skipped = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto' && element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
    );
    const outermost = skipped.filter((element) => !skipped.some((other) => other !== element && other.contains(element)));
    const name = (element: HTMLElement) =>
      element.getAttribute('aria-labelledby') ?? element.querySelector('h2, h3, a')?.textContent?.trim().slice(0, 40) ?? element.tagName;
    const held = outermost.map((element) => element.getBoundingClientRect().height);
    const drawAll = document.createElement('style');
    drawAll.textContent = '* { content-visibility: visible !important; }';
    document.head.append(drawAll);
    const drawn = outermost.map((element) => element.getBoundingClientRect().height);
    drawAll.remove();
    return outermost.map((element, i) => ({ box: name(element), held: Math.round(held[i]!), drawn: Math.round(drawn[i]!) }));
  });
}

// Content below the first screen is skipped until it nears the screen, holding a height meanwhile
// (globals.css, lazy-render and lazy-cards). A held height that is not the drawn one moves the page
// when the reader jumps down (the End key, a search in the page, a test's click): the footer's
// links on the home page moved 36 px, and a listing's pager 63 px, under the pointer.
test('what is not drawn yet holds the height it is drawn at', async ({ page }) => {
  const category = await biggestCategory();
  const [product] = await categoryProducts(category.categoryID);
  let checked = 0;
  for (const path of ['/', `/product/${product!.productId}`, '/allproduct']) {
    await page.goto(path);
    await page.waitForLoadState('load');
    const boxes = await heldAndDrawn(page);
    checked += boxes.length;
    for (const { box, held, drawn } of boxes) expect.soft(held, `${path}: ${box}`).toBe(drawn);
  }
  expect(checked, 'boxes skipped at load').toBeGreaterThan(0);
});
