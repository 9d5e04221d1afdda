import type { Locator } from '@playwright/test';

/**
 * The mean brightness (0 black to 255 white, the mean of the red, green and blue channels) of the
 * middle third of the bottom `height` CSS pixels of what `element` shows, border left out: its
 * screenshot, decoded by the page itself.
 */
export async function bottomEdgeBrightness(element: Locator, height: number): Promise<number> {
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
