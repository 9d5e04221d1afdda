import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { APP_ARTWORK, bannerAlt, bannerHref, HERO_SLIDES, MOBILE_SLIDES, PROMO_ARTWORK, SIDE_BANNERS, type ImageFile } from './banners';

const banners = [...HERO_SLIDES, ...MOBILE_SLIDES, ...SIDE_BANNERS];
const files: ImageFile[] = [
  ...banners.flatMap((banner) => [banner.image, ...(banner.mobileImage ? [banner.mobileImage] : [])]),
  ...Object.values(PROMO_ARTWORK).map((art) => art.image),
  APP_ARTWORK.image,
];

describe('home banners', () => {
  it('say in their alt text every word drawn on them', () => {
    for (const banner of banners) {
      const alt = bannerAlt(banner);
      for (const words of Object.values(banner.text)) expect(alt).toContain(words);
    }
    expect(bannerAlt(SIDE_BANNERS[0]!)).toBe('Hot deals this week. Great prices on rice, beans and garri. Shop deals.');
  });

  it('lead to the product list, or to the seller sign-up page for the seller banner', () => {
    expect(bannerHref('shop', 'https://sellers.example/signup')).toBe('/allproduct');
    expect(bannerHref('sell', 'https://sellers.example/signup')).toBe('https://sellers.example/signup');
    expect(HERO_SLIDES.map((slide) => slide.target)).toEqual(['shop', 'shop', 'sell']);
  });

  it.each(files.map((file) => [file.src, file] as const))('%s is rendered at its declared size and stays small', async (src, file) => {
    const full = path.join(__dirname, '../../public', src);
    const { width, height, format } = await sharp(full).metadata();
    expect({ width, height, format }).toEqual({ width: file.width, height: file.height, format: 'webp' });
    expect(fs.statSync(full).size).toBeLessThan(80 * 1024);
  });
});
