import fs from 'node:fs';
import path from 'node:path';
import type { Deps } from '../deps';

/** Kept: the migration record, and the catalogue revision, which must never go back (migration 5). */
const KEPT_TABLES = ['schema_migrations', 'catalogue_revision'];

/**
 * Empties every table (the schema and its migration record stay) and deletes the uploads dir, so a
 * re-seed starts from row id 1 exactly as a fresh data dir would.
 */
export function resetDatabase(deps: Pick<Deps, 'sqlite' | 'config'>): void {
  const { sqlite } = deps;
  const tables = sqlite
    .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
    .pluck()
    .all()
    .filter((name) => !KEPT_TABLES.includes(name as string)) as string[];
  sqlite.transaction(() => {
    // Checked at commit, when every table is empty: the delete order does not matter.
    sqlite.pragma('defer_foreign_keys = ON');
    for (const table of tables) sqlite.prepare(`DELETE FROM "${table}"`).run();
    sqlite.prepare('DELETE FROM sqlite_sequence').run();
  })();
  fs.rmSync(path.join(deps.config.dataDir, 'uploads'), { recursive: true, force: true });
}
