import fs from 'node:fs';
import sharp from 'sharp';
import type { EmojiRef } from '../catalogue';

/**
 * Fluent Emoji (© Microsoft, MIT) from @iconify-json/fluent-emoji, rasterized with sharp. Rendering an
 * emoji's SVG is the slow step (~50-150 ms), so each emoji is rasterized once per size bucket and the
 * PNG is shared by every image that draws it. The 100 MB icon set is only read when something has to
 * be rendered: a warm image cache never opens it.
 */

/** Raster sizes; an emoji is drawn from the smallest bucket at least as large as its drawn size. */
const BUCKETS = [192, 320, 480, 640] as const;

interface IconifyIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}
interface IconifySet {
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
}

export function parseEmojiRef(ref: EmojiRef): { name: string; hue: number } {
  const [name, hue] = ref.split('@') as [string, string | undefined];
  return { name, hue: hue === undefined ? 0 : Number(hue) };
}

export function bucketFor(size: number): number {
  return BUCKETS.find((b) => b >= size) ?? BUCKETS[BUCKETS.length - 1]!;
}

/** name → the tail of its <svg> element (viewBox and body), or null when the set lacks it. */
const loaded = new Map<string, string | null>();

/** Reads the icon set when a name has not been looked up yet, keeping only the emoji asked for. */
function loadIcons(wanted: readonly string[]): Map<string, string | null> {
  if (wanted.every((name) => loaded.has(name))) return loaded;
  const file = require.resolve('@iconify-json/fluent-emoji/icons.json');
  const set = JSON.parse(fs.readFileSync(file, 'utf8')) as IconifySet;
  for (const name of wanted) {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    const viewBox = icon && `${icon.left ?? 0} ${icon.top ?? 0} ${icon.width ?? set.width ?? 32} ${icon.height ?? set.height ?? 32}`;
    loaded.set(name, icon ? `viewBox="${viewBox}">${icon.body}</svg>` : null);
  }
  return loaded;
}

export class EmojiRasterizer {
  private readonly rasters = new Map<string, Promise<string>>();

  /** `wanted`: every emoji name the run may draw, so the icon set is scanned once. */
  constructor(private readonly wanted: readonly string[]) {}

  /** Names in `wanted` that the icon set does not have. */
  missing(): string[] {
    const icons = loadIcons(this.wanted);
    return this.wanted.filter((name) => !icons.get(name));
  }

  /** A PNG data URI of the emoji at `bucket` px, hue-shifted when the ref asks for it. */
  dataUri(ref: EmojiRef, bucket: number): Promise<string> {
    const key = `${ref}:${bucket}`;
    let raster = this.rasters.get(key);
    if (!raster) {
      raster = this.render(ref, bucket);
      this.rasters.set(key, raster);
    }
    return raster;
  }

  private async render(ref: EmojiRef, bucket: number): Promise<string> {
    const { name, hue } = parseEmojiRef(ref);
    const svg = loadIcons(this.wanted).get(name);
    if (!svg) throw new Error(`Fluent Emoji "${name}" is not in @iconify-json/fluent-emoji`);
    let image = sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${bucket}" height="${bucket}" ${svg}`));
    if (hue !== 0) image = image.modulate({ hue });
    const png = await image.png({ compressionLevel: 1 }).toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  }
}
