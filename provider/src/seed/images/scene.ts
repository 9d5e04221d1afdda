import type { EmojiRef } from '../catalogue';
import { Rng } from '../random';

/**
 * An image recipe: a background and emoji placed on it. Recipes are plain data, so a hash of one
 * names its rendered file in the cache; the same recipe always gives the same picture.
 */

/** Bump when drawing changes, so cached files made by the old code are not reused. */
export const RENDER_VERSION = 1;

export type BackgroundStyle = 'bokeh' | 'stripes' | 'dots' | 'waves' | 'split' | 'rings';
export const BACKGROUND_STYLES: readonly BackgroundStyle[] = ['bokeh', 'stripes', 'dots', 'waves', 'split', 'rings'];

export interface SceneItem {
  emoji: EmojiRef;
  /** Drawn size and centre, in px. */
  size: number;
  x: number;
  y: number;
  angle: number;
  flip: boolean;
}

export interface SceneRecipe {
  version: number;
  size: number;
  background: { style: BackgroundStyle; light: string; deep: string; angle: number; seed: number };
  /** Soft ground shadows under the arrangement, [cx, cy, rx, ry]. */
  shadows: [number, number, number, number][];
  items: SceneItem[];
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const mix = (c: number) => Math.round(c + (target - c) * Math.abs(amount));
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

function backgroundSvg(recipe: SceneRecipe): string {
  const { size: s, background: bg } = recipe;
  const rng = new Rng(`background:${bg.seed}`);
  const rad = (bg.angle * Math.PI) / 180;
  const [x1, y1, x2, y2] = [0.5 - Math.cos(rad) / 2, 0.5 - Math.sin(rad) / 2, 0.5 + Math.cos(rad) / 2, 0.5 + Math.sin(rad) / 2].map(round);
  const defs =
    `<linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${bg.light}"/><stop offset="1" stop-color="${bg.deep}"/></linearGradient>` +
    `<radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`;
  const shapes: string[] = [`<rect width="${s}" height="${s}" fill="url(#bg)"/>`];
  const white = (opacity: number) => `fill="#fff" fill-opacity="${round(opacity * 100) / 100}"`;
  switch (bg.style) {
    case 'bokeh':
      for (let i = rng.int(14, 22); i > 0; i--) {
        shapes.push(`<circle cx="${round(rng.float() * s)}" cy="${round(rng.float() * s)}" r="${round(s * rng.between(0.02, 0.13))}" ${white(rng.between(0.1, 0.32))}/>`);
      }
      break;
    case 'stripes': {
      const width = s * rng.between(0.04, 0.09);
      const bands: string[] = [];
      for (let x = -s; x < 2 * s; x += width * 2) bands.push(`<rect x="${round(x)}" y="${-s}" width="${round(width)}" height="${3 * s}"/>`);
      shapes.push(`<g fill="#fff" fill-opacity="0.16" transform="rotate(${rng.int(20, 70)} ${s / 2} ${s / 2})">${bands.join('')}</g>`);
      break;
    }
    case 'dots': {
      const step = s * rng.between(0.07, 0.1);
      const r = round(step * rng.between(0.1, 0.18));
      const dots: string[] = [];
      for (let y = step / 2; y < s; y += step) {
        for (let x = step / 2; x < s; x += step) dots.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${r}"/>`);
      }
      shapes.push(`<g ${white(0.38)} transform="rotate(${rng.int(0, 45)} ${s / 2} ${s / 2})">${dots.join('')}</g>`);
      break;
    }
    case 'waves':
      for (let i = 0; i < 3; i++) {
        const base = s * (0.55 + i * 0.15);
        const a = s * rng.between(0.04, 0.1);
        shapes.push(
          `<path d="M0 ${round(base)} C ${round(s * 0.3)} ${round(base - a)}, ${round(s * 0.6)} ${round(base + a)}, ${s} ${round(base - a / 2)} L ${s} ${s} L 0 ${s} Z" fill="${shade(bg.deep, -0.05 * i)}" fill-opacity="${0.28 + i * 0.12}"/>`,
        );
      }
      break;
    case 'split':
      shapes.push(`<path d="M0 ${round(s * rng.between(0.55, 0.8))} L ${s} ${round(s * rng.between(0.35, 0.6))} L ${s} ${s} L 0 ${s} Z" fill="${bg.deep}" fill-opacity="0.45"/>`);
      shapes.push(`<circle cx="${round(s * rng.between(0.25, 0.75))}" cy="${round(s * rng.between(0.25, 0.45))}" r="${round(s * rng.between(0.25, 0.36))}" ${white(0.35)}/>`);
      break;
    case 'rings': {
      const cx = round(s * rng.pick([0, 1]));
      const cy = round(s * rng.pick([0, 1]));
      const rings: string[] = [];
      for (let r = s * 0.12; r < s * 1.5; r += s * 0.09) rings.push(`<circle cx="${cx}" cy="${cy}" r="${round(r)}"/>`);
      shapes.push(`<g fill="none" stroke="#fff" stroke-opacity="0.28" stroke-width="${round(s * 0.02)}">${rings.join('')}</g>`);
      break;
    }
  }
  for (const [cx, cy, rx, ry] of recipe.shadows) {
    shapes.push(`<ellipse cx="${round(cx)}" cy="${round(cy)}" rx="${round(rx)}" ry="${round(ry)}" fill="url(#shadow)"/>`);
  }
  return `<defs>${defs}</defs>${shapes.join('')}`;
}

/**
 * The recipe as one SVG. Each emoji raster (a PNG data URI per emoji and bucket) is embedded once in
 * <defs> and placed with <use>, so a pile of ten tomatoes carries one tomato.
 */
export async function sceneSvg(recipe: SceneRecipe, raster: (emoji: EmojiRef, size: number) => Promise<{ uri: string; bucket: number }>): Promise<string> {
  const ids = new Map<string, { id: string; bucket: number }>();
  const images: string[] = [];
  const uses: string[] = [];
  // Asked for all at once: rasters not made yet render side by side on sharp's threads.
  const rasters = await Promise.all(recipe.items.map((item) => raster(item.emoji, item.size)));
  recipe.items.forEach((item, i) => {
    const { uri, bucket } = rasters[i]!;
    const key = `${item.emoji}:${bucket}`;
    let ref = ids.get(key);
    if (!ref) {
      ref = { id: `e${ids.size}`, bucket };
      ids.set(key, ref);
      images.push(`<image id="${ref.id}" href="${uri}" x="${-bucket / 2}" y="${-bucket / 2}" width="${bucket}" height="${bucket}"/>`);
    }
    const scale = round((item.size / ref.bucket) * 1000) / 1000;
    const transform = `translate(${round(item.x)} ${round(item.y)}) rotate(${round(item.angle)}) scale(${item.flip ? -scale : scale} ${scale})`;
    uses.push(`<use href="#${ref.id}" transform="${transform}"/>`);
  });
  const s = recipe.size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">${backgroundSvg(recipe)}<defs>${images.join('')}</defs>${uses.join('')}</svg>`;
}
