import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import manifest from './manifest';

const PUBLIC = path.join(__dirname, '..', 'public');

describe('web app manifest', () => {
  afterEach(() => {
    delete process.env.MARKETPLACE_NAME;
  });

  it('names the installed app after the marketplace setting', () => {
    process.env.MARKETPLACE_NAME = 'Oja Oko';
    const { name, short_name, description, start_url, display } = manifest();
    expect(short_name).toBe('Oja Oko');
    expect(name).toContain('Oja Oko');
    expect(description).toContain('Oja Oko');
    expect(name).not.toContain('AgroMarket');
    expect(start_url).toBe('/');
    expect(display).toBe('standalone');
  });

  it('offers a maskable icon and PNGs of 192 and 512 px, each the size it says', async () => {
    const icons = manifest().icons ?? [];
    expect(icons.map(({ sizes, purpose }) => `${sizes}${purpose ? ` ${purpose}` : ''}`)).toEqual(
      expect.arrayContaining(['192x192', '512x512', '512x512 maskable']),
    );
    for (const icon of icons.filter(({ type }) => type === 'image/png')) {
      const { width, height, format } = await sharp(path.join(PUBLIC, icon.src)).metadata();
      expect({ src: icon.src, size: `${width}x${height}`, format }).toEqual({ src: icon.src, size: icon.sizes, format: 'png' });
    }
    const svg = icons.find(({ type }) => type === 'image/svg+xml');
    expect(svg && fs.existsSync(path.join(__dirname, path.basename(svg.src)))).toBe(true);
  });
});
