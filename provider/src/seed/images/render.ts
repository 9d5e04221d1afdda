import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { EmojiRef } from '../catalogue';
import { bucketFor, EmojiRasterizer, parseEmojiRef } from './emoji';
import { sceneSvg, type SceneRecipe } from './scene';

/** One picture to put in the uploads dir. */
export interface ImageJob {
  recipe: SceneRecipe;
  /** Absolute path of the file to write. */
  dest: string;
}

export interface ImageStats {
  rendered: number;
  cached: number;
}

const WEBP = { quality: 78, effort: 2 } as const;
/** Two renders at once: sharp already spreads each one over libvips' threads, and we have 2 cores. */
const CONCURRENCY = 2;

export function recipeHash(recipe: SceneRecipe): string {
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 32);
}

/** Every emoji name the recipes draw, without hue shifts. */
function emojiNames(jobs: readonly ImageJob[]): string[] {
  const names = new Set<string>();
  for (const job of jobs) for (const item of job.recipe.items) names.add(parseEmojiRef(item.emoji).name);
  return [...names].sort();
}

async function renderWebp(recipe: SceneRecipe, rasterizer: EmojiRasterizer): Promise<Buffer> {
  const raster = async (emoji: EmojiRef, size: number) => {
    const bucket = bucketFor(size);
    return { uri: await rasterizer.dataUri(emoji, bucket), bucket };
  };
  return sharp(Buffer.from(await sceneSvg(recipe, raster))).webp(WEBP).toBuffer();
}

/** Writes via a temporary name, so a cache file is either complete or absent. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.promises.writeFile(tmp, data);
  await fs.promises.rename(tmp, file);
}

async function pool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/**
 * Produces every job's file: from the disk cache when the recipe was rendered before (by any seed on
 * this machine), otherwise rendered, cached and copied.
 */
export async function produceImages(jobs: readonly ImageJob[], cacheDir: string): Promise<ImageStats> {
  await fs.promises.mkdir(cacheDir, { recursive: true });
  for (const dir of new Set(jobs.map((j) => path.dirname(j.dest)))) await fs.promises.mkdir(dir, { recursive: true });
  const rasterizer = new EmojiRasterizer(emojiNames(jobs));
  const stats: ImageStats = { rendered: 0, cached: 0 };
  await pool(jobs, CONCURRENCY, async ({ recipe, dest }) => {
    const cached = path.join(cacheDir, `${recipeHash(recipe)}.webp`);
    if (fs.existsSync(cached)) {
      stats.cached++;
    } else {
      await writeAtomically(cached, await renderWebp(recipe, rasterizer));
      stats.rendered++;
    }
    await fs.promises.copyFile(cached, dest);
  });
  return stats;
}
