import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { migrate } from './migrations';
import type { DB } from './schema';
import { Database } from './sqlite';

export interface SandboxDatabase {
  db: Kysely<DB>;
  /** The raw handle, for the seeder's bulk inserts and synchronous transactions. */
  sqlite: Database;
  close(): Promise<void>;
}

export function databaseFile(dataDir: string): string {
  return path.join(dataDir, 'sandbox.sqlite');
}

/** Opens (creating if needed) the sandbox database and brings its schema up to date. */
export function openDatabase(file: string): SandboxDatabase {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  migrate(sqlite);
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    sqlite,
    // Kysely's destroy closes the better-sqlite3 handle.
    close: () => db.destroy(),
  };
}
