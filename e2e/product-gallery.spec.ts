import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './support/axe';
import { providerCall } from './support/provider-api';
import { expectShownFor, stopClock } from './support/page-clock';

interface GalleryProduct {
  id: string;
  name: string;
  images: number;
}

/** The newest sandbox product with the most images (the seed gives each 1 to 4), to exercise the whole gallery. */
async function productWithMostImages(): Promise<GalleryProduct> {
  const { body } = await providerCall<{ data: { products: { productId: string; product_name: string; image_urls: string[] }[] } }>(
    'GET',
    '/allProducts?per_page=60&page=1',
  );
  const best = body.data.products.reduce((a, b) => (b.image_urls.length > a.image_urls.length ? b : a));
  if (best.image_urls.length < 3) throw new Error('The seeded catalogue has no product with 3 or more images');
  return { id: best.productId, name: best.product_name, images: best.image_urls.length };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function gallery(page: Page, product: GalleryProduct) {
  const region = page.getByRole('region', { name: `Images of ${product.name}` });
  return {
    region,
    previous: region.getByRole('button', { name: 'Previous image' }),
    next: region.getByRole('button', { name: 'Next image' }),
    thumbnails: region.getByRole('list', { name: 'Image thumbnails' }).getByRole('button'),
    opener: (n: number) => region.getByRole('button', { name: `View image ${n} of ${product.images} full screen` }),
    image: (n: number) => region.getByAltText(`${product.name} — image ${n} of ${product.images}`),
  };
}

/** How far `image` sits from the gallery's left edge: about 0 (the frame's border) when it is the one on show. */
async function offsetIn(image: Locator, region: Locator): Promise<number> {
  const [a, b] = await Promise.all([image.boundingBox(), region.boundingBox()]);
  return Math.round(Math.abs((a?.x ?? Infinity) - (b?.x ?? 0)));
}

test.describe('product gallery', () => {
  let product: GalleryProduct;
  test.beforeAll(async () => {
    product = await productWithMostImages();
  });

  test('previous/next and the thumbnails change the main image', async ({ page }) => {
    await page.goto(`/product/${product.id}`);
    const g = gallery(page, product);
    const shows = (n: number) => expect.poll(() => offsetIn(g.image(n), g.region)).toBeLessThanOrEqual(2);

    await expect(g.image(1)).toBeVisible();
    await shows(1);
    // A fixed square, whatever the image.
    const box = await g.opener(1).boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Math.round(box?.height ?? -1));

    // Up to 5 thumbnails, side by side within the gallery's width.
    await expect(g.thumbnails).toHaveCount(Math.min(product.images, 5));
    const galleryBox = await g.region.boundingBox();
    for (const thumbnail of await g.thumbnails.all()) {
      await expect(thumbnail).toBeVisible();
      const thumbBox = await thumbnail.boundingBox();
      expect(thumbBox!.x).toBeGreaterThanOrEqual(galleryBox!.x);
      expect(thumbBox!.x + thumbBox!.width).toBeLessThanOrEqual(galleryBox!.x + galleryBox!.width + 1);
    }
    await expect(g.thumbnails.first()).toHaveAttribute('aria-current', 'true');
    await expect(g.previous).toBeDisabled();

    await g.next.click();
    await shows(2);
    await expect(g.thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(g.thumbnails.first()).not.toHaveAttribute('aria-current', 'true');

    // By keyboard: Previous, back at the first image, keeps the focus.
    await g.previous.focus();
    await page.keyboard.press('Enter');
    await shows(1);
    await expect(g.thumbnails.first()).toHaveAttribute('aria-current', 'true');
    await expect(g.previous).toBeDisabled();
    await expect(g.previous).toBeFocused();

    await g.thumbnails.nth(product.images - 1).click();
    await shows(product.images);
    await expect(g.next).toBeDisabled();
    await expectNoAxeViolations(page, { include: [`[aria-label="Images of ${product.name}"]`] });
  });

  test('the first image is fetched first: the other slides wait at low priority', async ({ page }) => {
    // Chrome's own priorities, as its network log reports them (boosts for pictures in view included).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const priorities = new Map<string, { url: string; priority: string }>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => priorities.set(requestId, { url: request.url, priority: request.initialPriority }));
    cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
      const request = priorities.get(requestId);
      if (request) request.priority = newPriority;
    });
    await page.goto(`/product/${product.id}`);
    await page.waitForLoadState('networkidle');
    /** The priorities Chrome fetched image n at, in the gallery's widths (thumbnails are 256 px at most). */
    const slide = (n: number) =>
      [...priorities.values()]
        .filter(({ url }) => url.includes(encodeURIComponent(`${product.id}-${n}.`)) && Number(new URL(url).searchParams.get('w')) > 256)
        .map(({ priority }) => priority);
    expect(slide(1)).toEqual(['High']);
    // The slide beside it is fetched at once (it is within lazy loading's distance), at low
    // priority, as is any other slide fetched by then.
    const later = Array.from({ length: product.images - 1 }, (_, i) => slide(i + 2));
    expect(later[0]!.length, 'the second slide fetched').toBeGreaterThan(0);
    for (const [i, fetched] of later.entries()) expect(fetched.filter((priority) => priority !== 'Low'), `slide ${i + 2}`).toEqual([]);
  });

  test('the main image opens a dark full-screen lightbox at that image, with zoom and thumbnails; Escape closes it', async ({ page }) => {
    await page.goto(`/product/${product.id}`);
    const g = gallery(page, product);
    await g.next.click();
    await g.opener(2).click();

    const dialog = page.getByRole('dialog', { name: `Images of ${product.name}, full screen` });
    await expect(dialog).toBeVisible();
    const current = dialog.getByRole('group', { name: `2 of ${product.images}` }).getByAltText(`${product.name} — image 2 of ${product.images}`);
    await expect(current).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('navigation', { name: 'Thumbnails' }).getByRole('button')).toHaveCount(product.images);
    await expectNoAxeViolations(page);

    // The backdrop around the image is close to black.
    const corner = await page.screenshot({ clip: { x: 0, y: 0, width: 24, height: 24 } });
    const { channels } = await sharp(corner).stats();
    expect(Math.max(...channels.slice(0, 3).map((c) => c.mean))).toBeLessThan(30);

    const zoomIn = dialog.getByRole('button', { name: 'Zoom in' });
    const zoomOut = dialog.getByRole('button', { name: 'Zoom out' });
    await expect(zoomOut).toBeDisabled();
    await expect(zoomIn).toBeEnabled();
    const fitted = (await current.boundingBox())?.width ?? 0;
    await zoomIn.click();
    await expect(zoomOut).toBeEnabled();
    await expect.poll(async () => (await current.boundingBox())?.width ?? 0).toBeGreaterThan(fitted * 1.5);

    // Zoom stops at 3 screen pixels per image pixel: the sandbox's 800 px images reach 2400 px.
    for (let i = 0; i < 6 && (await zoomIn.isEnabled()); i += 1) await zoomIn.click();
    await expect(zoomIn).toBeDisabled();
    await expect.poll(async () => Math.round((await current.boundingBox())?.width ?? 0)).toBe(2400);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(g.opener(2)).toBeFocused();
  });

  test('closed on another image than it opened at, the lightbox gives the focus to that image in the slider', async ({ page }) => {
    await page.goto(`/product/${product.id}`);
    const g = gallery(page, product);
    await g.opener(1).click();
    const dialog = page.getByRole('dialog', { name: `Images of ${product.name}, full screen` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const second = dialog.getByRole('group', { name: `2 of ${product.images}` }).getByAltText(`${product.name} — image 2 of ${product.images}`);
    await expect(second).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The slider followed the lightbox: the first image's button, which opened it, is out of reach now.
    await expect(g.opener(2)).toBeFocused();
  });

  test('the description keeps the seller’s structure', async ({ page }) => {
    await page.goto(`/product/${product.id}`);
    const description = page.getByRole('tabpanel', { name: 'Description' });
    await expect(description.getByRole('listitem').filter({ hasText: /^Origin:/ })).toBeVisible();
    await expect(description.getByRole('paragraph').first()).toBeVisible();
  });
});

test.describe('share links', () => {
  test('carry the product name, id and link; Copy link copies it and says so for 3 s', async ({ page, context }) => {
    const product = await productWithMostImages();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`/product/${product.id}`);

    const link = (name: string) => page.getByRole('link', { name, exact: true });
    const paramsOf = async (name: string) => new URL((await link(name).getAttribute('href')) ?? '').searchParams;

    const url = (await paramsOf('Share on Facebook')).get('u') ?? '';
    expect(url).toMatch(new RegExp(`^https?://[^/]+/product/${product.id}$`));
    const title = new RegExp(`^${escapeRegExp(product.name)} \\(#${product.id}\\) on \\S.*$`);

    await expect(link('Share on Facebook')).toHaveAttribute('href', /^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/);
    const x = await paramsOf('Share on X');
    expect(x.get('text')).toMatch(title);
    expect(x.get('url')).toBe(url);
    const whatsapp = await paramsOf('Share on WhatsApp');
    expect(whatsapp.get('text')).toBe(`${x.get('text')}: ${url}`);
    expect((await paramsOf('Share on LinkedIn')).get('url')).toBe(url);
    const telegram = await paramsOf('Share on Telegram');
    expect(telegram.get('url')).toBe(url);
    expect(telegram.get('text')).toBe(x.get('text'));
    const mail = await paramsOf('Share by email');
    await expect(link('Share by email')).toHaveAttribute('href', /^mailto:\?/);
    expect(mail.get('subject')).toBe(x.get('text'));
    expect(mail.get('body')).toBe(whatsapp.get('text'));

    for (const name of ['Share on Facebook', 'Share on X', 'Share on WhatsApp', 'Share on LinkedIn', 'Share on Telegram']) {
      await expect(link(name)).toHaveAttribute('target', '_blank');
      await expect(link(name)).toHaveAttribute('rel', /\bnoopener\b.*\bnoreferrer\b/);
    }

    await stopClock(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    // It clears by itself 3 s after it appeared.
    await expectShownFor(page, page.getByRole('status').filter({ hasText: 'Link copied' }), 3_000);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });
});
