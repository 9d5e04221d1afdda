import { expect, type Locator } from '@playwright/test';

/**
 * Asserts that `area`, which scrolls, is shaded along its bottom edge while more of its content is
 * below, and not once scrolled to the end (where it is left). Measured with the content hidden, so
 * that only the area's own painting counts.
 */
export async function expectBottomShadeUntilTheEnd(area: Locator): Promise<void> {
  expect(await area.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  const hideContent = (hidden: boolean) =>
    area.evaluate((el, hidden) => {
      for (const child of Array.from(el.children)) (child as HTMLElement).style.visibility = hidden ? 'hidden' : '';
    }, hidden);
  await hideContent(true);
  const withMoreBelow = await bottomEdgeBrightness(area, 8);
  await area.evaluate((el) => el.scrollTo({ top: el.scrollHeight, behavior: 'instant' }));
  const atTheEnd = await bottomEdgeBrightness(area, 8);
  await hideContent(false);
  expect(atTheEnd).toBeGreaterThan(250);
  expect(withMoreBelow).toBeLessThan(atTheEnd - 10);
}

/**
 * The mean brightness (0 black to 255 white, the mean of the red, green and blue channels) of the
 * middle third of the bottom `height` CSS pixels of what `element` shows, border left out: its
 * screenshot, decoded by the page itself.
 */
async function bottomEdgeBrightness(element: Locator, height: number): Promise<number> {
  const png = await element.screenshot({ scale: 'css', animations: 'disabled' });
  return element.page().evaluate(
    async ({ base64, height }) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const border = 2;
      const width = Math.floor(bitmap.width / 3);
      const { data } = context.getImageData(width, bitmap.height - border - height, width, height);
      let sum = 0;
      for (let i = 0; i < data.length; i += 4) sum += data[i]! + data[i + 1]! + data[i + 2]!;
      return sum / (3 * (data.length / 4));
    },
    { base64: png.toString('base64'), height },
  );
}
