import { parseArgs } from 'node:util';
import type { Deps } from '../deps';
import { seedState, seedUnlessSeeded, type SeedSummary } from './index';
import { resetDatabase } from './reset';

export interface SeedCommand {
  reset: boolean;
  products?: number;
  images: boolean;
}

export const SEED_USAGE = 'usage: npm run provider:seed -- [--reset] [--products N] [--no-images]';

/** `--reset [--products N] [--no-images]`; throws with the usage line on anything else. */
export function parseSeedArgs(argv: readonly string[]): SeedCommand {
  const { values } = parseArgs({
    args: [...argv],
    options: { reset: { type: 'boolean' }, products: { type: 'string' }, 'no-images': { type: 'boolean' } },
    strict: true,
  });
  let products: number | undefined;
  if (values.products !== undefined) {
    products = Number(values.products);
    if (!Number.isSafeInteger(products) || products < 1) throw new Error(`--products must be a positive integer, got "${values.products}". ${SEED_USAGE}`);
  }
  return { reset: values.reset ?? false, products, images: !values['no-images'] };
}

/** Seeds an empty database, or wipes and re-seeds with `reset`; a seeded database is otherwise left alone. */
export async function runSeedCommand(deps: Deps, command: SeedCommand, log: (line: string) => void): Promise<SeedSummary | null> {
  if (command.reset && seedState(deps) === 'seeded') {
    resetDatabase(deps);
    log(`reset: emptied every table and removed the uploads in ${deps.config.dataDir}`);
  }
  const summary = await seedUnlessSeeded(deps, { products: command.products, images: command.images, log });
  if (!summary) log(`${deps.config.dataDir} is already seeded; nothing done. Pass --reset to wipe it and seed again.`);
  return summary;
}
