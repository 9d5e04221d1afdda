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

// Effort 1 encodes ~2x faster than the default 4 for a few percent more bytes on these flat pictures.
const WEBP = { quality: 78, effort: 1 } as const;
/** Two renders at once: sharp already spreads each one over libvips' threads, and we have 2 cores. */
const CONCURRENCY = 2;

function recipeHash(recipe: SceneRecipe): string {
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 32);
}

/** Every emoji name the recipes draw (without hue shifts), with the largest bucket it is drawn from. */
function largestBuckets(jobs: readonly ImageJob[]): Map<string, number> {
  const largest = new Map<string, number>();
  for (const job of jobs) {
    for (const item of job.recipe.items) {
      const name = parseEmojiRef(item.emoji).name;
      largest.set(name, Math.max(largest.get(name) ?? 0, bucketFor(item.size)));
    }
  }
  return largest;
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
 * this machine), otherwise rendered, cached and copied. The emoji rasters the missing pictures need
 * are made first, in their own pass: interleaved with the scenes, they left a core idle.
 */
export async function produceImages(jobs: readonly ImageJob[], cacheDir: string): Promise<ImageStats> {
  await fs.promises.mkdir(cacheDir, { recursive: true });
  for (const dir of new Set(jobs.map((j) => path.dirname(j.dest)))) await fs.promises.mkdir(dir, { recursive: true });
  const cached = (job: ImageJob) => path.join(cacheDir, `${recipeHash(job.recipe)}.webp`);
  const missing = jobs.filter((job) => !fs.existsSync(cached(job)));
  if (missing.length > 0) {
    const rasterizer = new EmojiRasterizer(largestBuckets(missing));
    const rasters = new Map(missing.flatMap((j) => j.recipe.items.map((i) => [`${i.emoji}:${bucketFor(i.size)}`, i] as const)));
    await pool([...rasters.values()], CONCURRENCY, async (item) => void (await rasterizer.dataUri(item.emoji, bucketFor(item.size))));
    await pool(missing, CONCURRENCY, async (job) => writeAtomically(cached(job), await renderWebp(job.recipe, rasterizer)));
  }
  await pool(jobs, CONCURRENCY, (job) => fs.promises.copyFile(cached(job), job.dest));
  return { rendered: missing.length, cached: jobs.length - missing.length };
}
