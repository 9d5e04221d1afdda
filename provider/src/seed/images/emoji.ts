import fs from 'node:fs';
import sharp from 'sharp';
import type { EmojiRef } from '../catalogue';

/**
 * Fluent Emoji (© Microsoft, MIT) from @iconify-json/fluent-emoji, rasterized with sharp. Rendering an
 * emoji's SVG is the slow step (~50-200 ms), so each emoji is rendered once, resized (and hue-shifted)
 * once per size bucket, and that PNG is shared by every image that draws it. The 100 MB icon set is only read when something has to
 * be rendered: a warm image cache never opens it.
 */

/**
 * Raster sizes; an emoji is drawn from the smallest bucket at least as large as its drawn size. They
 * are close together because decoding the embedded PNG is most of a scene's cost.
 */
const BUCKETS = [160, 224, 288, 368, 448, 560] as const;

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
  private readonly masters = new Map<string, Promise<{ data: Buffer; info: sharp.OutputInfo }>>();
  private readonly uris = new Map<string, Promise<string>>();

  private readonly wanted: readonly string[];

  /**
   * `largest`: every emoji name the run draws, with the largest bucket it is drawn from (its master
   * is rendered at that size, no larger). The icon set is scanned once for all of them.
   */
  constructor(private readonly largest: ReadonlyMap<string, number>) {
    this.wanted = [...largest.keys()];
  }

  /** Names the icon set does not have. */
  missing(): string[] {
    const icons = loadIcons(this.wanted);
    return this.wanted.filter((name) => !icons.get(name));
  }

  /** A PNG data URI of the emoji at `bucket` px, hue-shifted when the ref asks for it. */
  dataUri(ref: EmojiRef, bucket: number): Promise<string> {
    return memo(this.uris, `${ref}:${bucket}`, async () => {
      const { name, hue } = parseEmojiRef(ref);
      const master = await this.master(name);
      let image = sharp(master.data, { raw: master.info }).resize(bucket, bucket);
      if (hue !== 0) image = image.modulate({ hue });
      const png = await image.png({ compressionLevel: 1 }).toBuffer();
      return `data:image/png;base64,${png.toString('base64')}`;
    });
  }

  /**
   * The SVG rendered once, at the largest size the run draws it; smaller buckets and hue shifts are
   * derived from these pixels, which costs a few ms where another SVG render costs up to 200.
   */
  private master(name: string): Promise<{ data: Buffer; info: sharp.OutputInfo }> {
    return memo(this.masters, name, async () => {
      const svg = loadIcons(this.wanted).get(name);
      if (!svg) throw new Error(`Fluent Emoji "${name}" is not in @iconify-json/fluent-emoji`);
      const size = this.largest.get(name) ?? BUCKETS[BUCKETS.length - 1];
      return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" ${svg}`)).raw().toBuffer({ resolveWithObject: true });
    });
  }
}

function memo<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = cache.get(key);
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}
