import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from '../../deps';
import { fail } from '../../http/errors';
import { UPLOAD_DIRS } from '../../serialize/images';

/**
 * Arranged categories and products show images the seed already rendered into the uploads folder,
 * so arranging stays instant and the files really exist. The first ones by name are taken, so the
 * same call shows the same pictures on every run.
 */

const IMAGE_FILE = /\.(webp|png|jpe?g|gif|avif)$/i;

async function uploadedImages(deps: Deps, dir: string): Promise<string[]> {
  try {
    const names = await fs.readdir(path.join(deps.config.dataDir, dir));
    return names.filter((name) => IMAGE_FILE.test(name)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

export async function reusedImages(deps: Deps, kind: 'product' | 'category', count: number): Promise<string[]> {
  const dir = UPLOAD_DIRS[kind];
  const files = await uploadedImages(deps, dir);
  if (files.length < count) {
    throw fail(409, `Only ${files.length} image${files.length === 1 ? '' : 's'} in ${dir} to reuse, ${count} asked for: seed the sandbox with images first.`);
  }
  return files.slice(0, count);
}
