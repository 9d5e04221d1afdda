#!/usr/bin/env node
// Renders the home page's banners (public/banners/) and promo pictures (public/promo/) as WebP.
// Run by hand after changing a banner's words (components/home/banners.ts) or artwork (below), and
// commit the output; builds never run it. It reuses the sandbox seeder's Fluent Emoji rasterizer,
// which is TypeScript, so it runs under tsx:
//
//   node_modules/.bin/tsx scripts/make-banners.mjs
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { APP_ARTWORK, HERO_SLIDES, MOBILE_SLIDES, PROMO_ARTWORK, SIDE_BANNERS } from '../components/home/banners.ts';
import { bucketFor, EmojiRasterizer } from '../provider/src/seed/images/emoji.ts';

const PUBLIC = path.resolve(import.meta.dirname, '..', 'public');
const FONT = 'Liberation Sans';
/** Banners are flat colour and soft shapes: quality 70 keeps the text crisp and each file small. */
const WEBP = { quality: 70, effort: 6 };

/** Colours per banner: background gradient, text, and the accent of the eyebrow and the button. */
const THEMES = {
  green: { from: '#123d1b', to: '#2f7d3a', ink: '#ffffff', accent: '#f5b83d', onAccent: '#133a1a', glow: '#7cc47f' },
  harvest: { from: '#4a230a', to: '#a4510f', ink: '#ffffff', accent: '#fcd34d', onAccent: '#3b1d06', glow: '#f59e0b' },
  teal: { from: '#0b3b36', to: '#17806f', ink: '#ffffff', accent: '#fde68a', onAccent: '#0b3b36', glow: '#5eead4' },
  berry: { from: '#6b1230', to: '#c2410c', ink: '#ffffff', accent: '#fde68a', onAccent: '#5b0f27', glow: '#fb923c' },
  navy: { from: '#10264a', to: '#1f5aa6', ink: '#ffffff', accent: '#fcd34d', onAccent: '#10264a', glow: '#60a5fa' },
  chili: { from: '#7f1d1d', to: '#dc4a1a', ink: '#ffffff', accent: '#fde68a', onAccent: '#7f1d1d', glow: '#fdba74' },
  cream: { from: '#fff7e0', to: '#fcd98a', ink: '#133a1a', accent: '#23672e', onAccent: '#ffffff', glow: '#ffffff' },
  peach: { from: '#fff1e6', to: '#f8c9a0', glow: '#ffffff' },
  sand: { from: '#fbf3e2', to: '#e6c88f', glow: '#ffffff' },
  mint: { from: '#effaea', to: '#b5e3a3', glow: '#ffffff' },
  leaf: { from: '#f0f9f1', to: '#bfe3c4', glow: '#ffffff' },
};

/**
 * Where text and artwork go on each kind of picture. Text starts at x (and at `top`, or centred
 * vertically) within maxWidth; sizes in px. The emoji cluster is scaled to fit `art`, a box
 * [left, top, right, bottom]; a null top means "below the text".
 */
const LAYOUTS = {
  hero: { text: { x: 100, maxWidth: 760, eyebrow: 26, headline: 76, body: 32, cta: 30 }, art: [900, 50, 1540, 550] },
  // The bottom 70 px stay clear for the carousel's dots.
  heroMobile: { text: { x: 64, top: 80, maxWidth: 672, eyebrow: 26, headline: 66, body: 31, cta: 30 }, art: [60, null, 740, 820] },
  side: { text: { x: 52, maxWidth: 500, headline: 60, body: 36, cta: 30 }, art: [560, 50, 775, 350] },
  // Promo pictures carry no words: the page sets the title at their top left.
  promo: { art: [240, 45, 590, 355] },
  app: { art: [40, 30, 520, 390] },
};

/**
 * The emoji of each picture as [name, size, x, y, angle] in the cluster's own units; the cluster is
 * then scaled and centred into the layout's art box. Later items are drawn in front.
 */
const ART = {
  'hero-fresh': [
    ['basket', 330, 10, 40, 0],
    ['leafy-green', 170, -150, -70, -18],
    ['ear-of-corn', 190, 170, -80, 24],
    ['tomato', 150, -60, -40, -8],
    ['hot-pepper', 120, 95, -35, 30],
    ['carrot', 140, -210, 80, -30],
    ['onion', 120, 205, 110, 10],
    ['tomato', 110, 60, 120, 12],
    ['potato', 120, -110, 140, -6],
  ],
  'hero-bulk': [
    ['package', 150, -170, -40, 0],
    ['package', 130, -60, -110, 6],
    ['delivery-truck', 300, 60, 30, 0],
    ['office-building', 150, -200, 100, 0],
    ['onion', 100, -80, 150, -10],
    ['potato', 110, 190, 150, 8],
    ['tomato', 100, 230, -90, 10],
  ],
  'hero-sell': [
    ['woman-farmer', 300, -10, 20, 0],
    ['seedling', 130, -200, -90, -10],
    ['money-bag', 140, 190, -100, 12],
    ['sheaf-of-rice', 150, -210, 110, -12],
    ['tractor', 170, 200, 100, 0],
  ],
  'mobile-fruits': [
    ['watermelon', 220, -150, 40, -12],
    ['pineapple', 260, 40, -30, 8],
    ['mango', 150, 200, 40, 16],
    ['banana', 160, -230, -90, -24],
    ['tangerine', 120, 230, -120, 0],
    ['tangerine', 110, -40, 130, 10],
    ['avocado', 120, 120, 140, -10],
  ],
  'mobile-delivery': [
    ['house', 170, -210, -60, 0],
    ['package', 130, 200, -110, 8],
    ['delivery-truck', 300, 20, 20, 0],
    ['credit-card', 150, -190, 130, -12],
    ['tomato', 100, 210, 130, 10],
  ],
  'side-deals': [
    ['shopping-bags', 190, -10, 30, -4],
    ['fire', 120, 80, -95, 10],
    ['hot-pepper', 80, -110, -70, -20],
    ['tomato', 90, 90, 110, 12],
  ],
  'side-delivery': [
    ['round-pushpin', 90, -90, -100, -10],
    ['package', 100, 90, -100, 8],
    ['delivery-truck', 210, 0, 20, 0],
  ],
  cooking: [
    ['cooking', 190, 0, -10, 0],
    ['garlic', 90, -110, -110, -12],
    ['hot-pepper', 90, 110, -110, 24],
    ['salt', 80, -160, 10, -6],
    ['tomato', 110, -90, 110, -8],
    ['ginger-root', 90, 20, 140, 0],
    ['onion', 100, 130, 100, 8],
  ],
  'nuts-and-seeds': [
    ['sunflower', 120, -100, -100, -14],
    ['beans', 90, 120, -110, 10],
    ['coconut', 170, 10, -10, 0],
    ['peanuts', 130, -110, 90, -12],
    ['chestnut', 80, 10, 140, -20],
    ['chestnut', 110, 120, 100, 10],
  ],
  fruits: [
    ['banana', 120, -110, -100, -20],
    ['tangerine', 90, 120, -110, 0],
    ['pineapple', 200, 10, -30, 6],
    ['watermelon', 140, -110, 100, -10],
    ['tangerine', 80, 20, 140, 10],
    ['mango', 110, 130, 90, 14],
  ],
  app: [
    ['shopping-bags', 130, -150, -90, -10],
    ['basket', 200, -90, 80, 0],
    ['leafy-green', 100, -10, 120, -14],
    ['mobile-phone', 250, 90, -10, 8],
    ['sparkles', 70, 200, -150, 0],
  ],
};

const escapeXml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Width in px of bold text set in FONT at `size` px, measured by the same text engine that draws it. */
async function textWidth(text, size) {
  const { info } = await sharp({ text: { text: escapeXml(text), font: `${FONT} Bold ${size}`, dpi: 72 } })
    .png()
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

/** Greedy word wrap to maxWidth. */
async function greedyWrap(words, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && (await textWidth(candidate, size)) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return [...lines, line];
}

/** Wraps like CSS `text-wrap: balance`: as few lines as greedy wrapping needs, but of even length. */
async function wrap(text, size, maxWidth) {
  const words = text.split(' ');
  const greedy = await greedyWrap(words, size, maxWidth);
  let [low, high, best] = [maxWidth * 0.4, maxWidth, greedy];
  while (high - low > 4) {
    const mid = (low + high) / 2;
    const lines = await greedyWrap(words, size, mid);
    if (lines.length === greedy.length) [high, best] = [mid, lines];
    else low = mid;
  }
  return best;
}

function background(width, height, theme, [cx, cy]) {
  const r = Math.min(width, height);
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${theme.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${theme.glow}" stop-opacity="0"/></radialGradient>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="${Math.round(r * 0.02)}" stdDeviation="${Math.round(r * 0.022)}" flood-color="#000" flood-opacity="0.3"/></filter></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.62)}" fill="url(#glow)"/>` +
    `<g fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="${Math.round(r * 0.012)}">` +
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.46)}"/><circle cx="${cx}" cy="${cy}" r="${Math.round(r * 0.6)}"/></g>` +
    `<g fill="#fff" fill-opacity="0.08"><circle cx="${Math.round(width * 0.04)}" cy="${Math.round(height * 0.98)}" r="${Math.round(r * 0.3)}"/>` +
    `<circle cx="${Math.round(width * 0.97)}" cy="${Math.round(height * 0.04)}" r="${Math.round(r * 0.16)}"/></g>`
  );
}

/** The eyebrow chip, headline, body and a button-like call to action, as SVG, and where it ends. */
async function textBlock(text, layout, height, theme) {
  const { x, maxWidth } = layout;
  const dark = theme.ink === '#ffffff';
  const headline = await wrap(text.headline, layout.headline, maxWidth);
  const body = await wrap(text.body, layout.body, maxWidth);
  const chip = text.eyebrow && { h: Math.round(layout.eyebrow * 1.9), w: (await textWidth(text.eyebrow.toUpperCase(), layout.eyebrow)) + layout.eyebrow * 1.6 };
  const button = { h: Math.round(layout.cta * 2.2), w: (await textWidth(text.cta, layout.cta)) + layout.cta * 3.2 };
  const headLine = Math.round(layout.headline * 1.1);
  const bodyLine = Math.round(layout.body * 1.35);
  const gap = Math.round(layout.headline * 0.36);
  const total = (chip ? chip.h + gap : 0) + headline.length * headLine + gap * 0.6 + body.length * bodyLine + gap + button.h;
  let y = layout.top ?? Math.round((height - total) / 2);
  const parts = [];
  const font = (size, weight, fill) => `font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"`;

  if (chip) {
    parts.push(`<rect x="${x}" y="${y}" width="${chip.w}" height="${chip.h}" rx="${chip.h / 2}" fill="#000" fill-opacity="${dark ? 0.22 : 0.08}"/>`);
    parts.push(`<text x="${x + layout.eyebrow * 0.8}" y="${y + chip.h / 2}" dominant-baseline="central" ${font(layout.eyebrow, 700, theme.accent)}>${escapeXml(text.eyebrow.toUpperCase())}</text>`);
    y += chip.h + gap;
  }
  for (const line of headline) {
    parts.push(`<text x="${x}" y="${y + layout.headline * 0.9}" ${font(layout.headline, 700, theme.ink)}>${escapeXml(line)}</text>`);
    y += headLine;
  }
  y += gap * 0.6;
  for (const line of body) {
    parts.push(`<text x="${x}" y="${y + layout.body * 0.95}" ${font(layout.body, 400, theme.ink)} fill-opacity="0.92">${escapeXml(line)}</text>`);
    y += bodyLine;
  }
  y += gap;
  const arrowX = x + button.w - layout.cta * 1.45;
  const arrowY = y + button.h / 2;
  const a = layout.cta * 0.32;
  parts.push(
    `<g filter="url(#shadow)"><rect x="${x}" y="${y}" width="${button.w}" height="${button.h}" rx="${button.h / 2}" fill="${theme.accent}"/></g>` +
      `<text x="${x + layout.cta * 1.1}" y="${arrowY}" dominant-baseline="central" ${font(layout.cta, 700, theme.onAccent)}>${escapeXml(text.cta)}</text>` +
      `<path d="M${arrowX} ${arrowY}h${a * 2}m-${a} -${a}l${a} ${a}-${a} ${a}" fill="none" stroke="${theme.onAccent}" stroke-width="${layout.cta * 0.12}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
  return { svg: parts.join(''), bottom: y + button.h };
}

/** Scales and centres a cluster into box [left, top, right, bottom] (never above its own size). */
function place(items, [left, top, right, bottom]) {
  const edges = (pick) => items.map(([, size, x, y]) => pick(x, y, size / 2));
  const [x0, y0] = [Math.min(...edges((x, _, r) => x - r)), Math.min(...edges((_, y, r) => y - r))];
  const [x1, y1] = [Math.max(...edges((x, _, r) => x + r)), Math.max(...edges((_, y, r) => y + r))];
  const scale = Math.min(1, (right - left) / (x1 - x0), (bottom - top) / (y1 - y0));
  const [cx, cy] = [(left + right) / 2, (top + bottom) / 2];
  return items.map(([name, size, x, y, angle]) => ({
    name,
    size: Math.round(size * scale),
    x: Math.round(cx + (x - (x0 + x1) / 2) * scale),
    y: Math.round(cy + (y - (y0 + y1) / 2) * scale),
    angle,
  }));
}

/** The emoji cluster: each raster embedded once and placed with <use>, all under one soft shadow. */
async function artworkSvg(placed, rasterizer) {
  const defs = new Map();
  const uses = [];
  for (const { name, size, x, y, angle } of placed) {
    const bucket = bucketFor(size);
    const key = `${name}:${bucket}`;
    if (!defs.has(key)) {
      const uri = await rasterizer.dataUri(name, bucket);
      defs.set(key, { id: `e${defs.size}`, uri, bucket });
    }
    const { id, bucket: b } = defs.get(key);
    uses.push(`<use href="#${id}" transform="translate(${x} ${y}) rotate(${angle}) scale(${(size / b).toFixed(3)})"/>`);
  }
  const images = [...defs.values()].map(({ id, uri, bucket: b }) => `<image id="${id}" href="${uri}" x="${-b / 2}" y="${-b / 2}" width="${b}" height="${b}"/>`);
  return `<defs>${images.join('')}</defs><g filter="url(#shadow)">${uses.join('')}</g>`;
}

/** Everything this script draws: file, theme, layout, artwork and words (if any). */
function pictures() {
  const themes = { fresh: 'green', bulk: 'harvest', sell: 'teal', fruits: 'berry', delivery: 'navy' };
  const list = [];
  for (const slide of HERO_SLIDES) {
    list.push({ file: slide.image, theme: themes[slide.id], layout: 'hero', art: `hero-${slide.id}`, text: slide.text });
    list.push({ file: slide.mobileImage, theme: themes[slide.id], layout: 'heroMobile', art: `hero-${slide.id}`, text: slide.text });
  }
  for (const slide of MOBILE_SLIDES) {
    list.push({ file: slide.image, theme: themes[slide.id], layout: 'heroMobile', art: `mobile-${slide.id}`, text: slide.text });
  }
  const sideThemes = { deals: 'chili', delivery: 'cream' };
  for (const banner of SIDE_BANNERS) {
    list.push({ file: banner.image, theme: sideThemes[banner.id], layout: 'side', art: `side-${banner.id}`, text: banner.text });
  }
  const promoThemes = { cooking: 'peach', nutsAndSeeds: 'sand', fruits: 'mint' };
  for (const [key, { image }] of Object.entries(PROMO_ARTWORK)) {
    list.push({ file: image, theme: promoThemes[key], layout: 'promo', art: path.basename(image.src, '.webp') });
  }
  list.push({ file: APP_ARTWORK.image, theme: 'leaf', layout: 'app', art: 'app' });
  return list;
}

/** Lays a picture out: its text block (if any), then its emoji placed in what room is left. */
async function compose(picture) {
  const { width, height } = picture.file;
  const theme = THEMES[picture.theme];
  const layout = LAYOUTS[picture.layout];
  const text = picture.text && (await textBlock(picture.text, layout.text, height, theme));
  const [left, top, right, bottom] = layout.art;
  const box = [left, top ?? text.bottom + 30, right, bottom];
  return { ...picture, width, height, theme, text, box, placed: place(ART[picture.art], box) };
}

async function render({ file, width, height, theme, text, box, placed }, rasterizer) {
  const centre = [Math.round((box[0] + box[2]) / 2), Math.round((box[1] + box[3]) / 2)];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    background(width, height, theme, centre) +
    (await artworkSvg(placed, rasterizer)) +
    (text?.svg ?? '') +
    `</svg>`;
  const out = path.join(PUBLIC, file.src);
  await fs.mkdir(path.dirname(out), { recursive: true });
  const { size } = await sharp(Buffer.from(svg)).webp(WEBP).toFile(out);
  console.log(`${file.src}  ${width}x${height}  ${(size / 1024).toFixed(1)} kB`);
}

const composed = [];
for (const picture of pictures()) composed.push(await compose(picture));
const largest = new Map();
for (const { name, size } of composed.flatMap((picture) => picture.placed)) {
  largest.set(name, Math.max(largest.get(name) ?? 0, bucketFor(size)));
}
const rasterizer = new EmojiRasterizer(largest);
const missing = rasterizer.missing();
if (missing.length > 0) throw new Error(`Not in @iconify-json/fluent-emoji: ${missing.join(', ')}`);
for (const picture of composed) await render(picture, rasterizer);
