import type { Locator } from '@playwright/test';

/**
 * The contrast ratio (WCAG 2) of a CSS colour property of `element` against white, whatever form the
 * browser gives the colour in (Tailwind 4's are oklch): the page paints it and reads back the pixel.
 */
export function contrastWithWhite(element: Locator, property: 'border-top-color' | 'outline-color' | 'color'): Promise<number> {
  return element.evaluate((node, name) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(node).getPropertyValue(name);
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(context.getImageData(0, 0, 1, 1).data).map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    return 1.05 / (luminance + 0.05);
  }, property);
}
