import type { Deps } from '../deps';

export interface SeedOptions {
  /** How many products; the curated catalogue is used first, then varied copies of it. */
  products?: number;
  /** Render and copy product, category and banner images (tests may skip them). */
  images?: boolean;
  log?: (line: string) => void;
}

// Placeholder until the seeder is built.
export async function seedDatabase(_deps: Deps, _options: SeedOptions = {}): Promise<void> {}

export async function isSeeded(deps: Deps): Promise<boolean> {
  const row = await deps.db.selectFrom('categories').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return (row?.n ?? 0) > 0;
}
