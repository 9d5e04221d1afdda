#!/usr/bin/env node
// Renders the installed-app icons from app/icon.svg: the web app manifest's (public/icons/) and the
// iOS home-screen icon (app/apple-icon.png). Run by hand after changing app/icon.svg and commit the
// output; builds never run it:
//
//   node scripts/make-icons.mjs
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const ROOT = path.resolve(import.meta.dirname, '..');
const svg = await fs.readFile(path.join(ROOT, 'app', 'icon.svg'), 'utf8');
const [, background] = /<circle[^>]*fill="([^"]+)"/.exec(svg) ?? [];
if (!background) throw new Error('app/icon.svg: no circle to take the background colour from');

/**
 * Android crops a maskable icon to any shape that holds its central 80 % circle, and iOS fills a
 * transparent corner with black: both get the drawing on a full square of the circle's colour
 * (the drawing stays within 37 % of the centre, inside that circle).
 */
const fullBleed = svg.replace(/<circle[^>]*\/>/, `<rect width="32" height="32" fill="${background}"/>`);

const icons = [
  { source: svg, size: 192, file: 'public/icons/icon-192.png' },
  { source: svg, size: 512, file: 'public/icons/icon-512.png' },
  { source: fullBleed, size: 512, file: 'public/icons/maskable-512.png' },
  { source: fullBleed, size: 180, file: 'app/apple-icon.png' },
];

await fs.mkdir(path.join(ROOT, 'public', 'icons'), { recursive: true });
for (const { source, size, file } of icons) {
  await sharp(Buffer.from(source), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(ROOT, file));
  console.log(`${file} (${size}×${size})`);
}
