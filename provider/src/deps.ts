import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely } from 'kysely';
import type { ProviderConfig } from './config';
import type { DB } from './db/schema';
import type { Clock } from './lib/time';

/** What every route module is built from; tests pass their own clock and config. */
export interface Deps {
  db: Kysely<DB>;
  sqlite: BetterSqlite3.Database;
  config: ProviderConfig;
  clock: Clock;
}
