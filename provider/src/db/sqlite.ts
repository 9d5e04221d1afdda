import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 in the major that works on the running Node. 12 aborts the process on Node 24
 * whenever the garbage collector frees a statement (its V8 ObjectWrap removes an environment
 * cleanup hook that Node 24 asserts on), and Kysely prepares one per query: the sandbox died while
 * seeding. 13 is built on Node-API 10, which Node 20 lacks (it crashes there). Both are installed,
 * 13 as `better-sqlite3-napi` with its prebuilt binaries, and the runtime's Node-API version
 * picks one: 13 on Node 22.14 and later, 12 before. Their JavaScript API is the same.
 */
const nodeApiVersion = Number(process.versions.napi);

const load = createRequire(__filename);

export const Database: typeof BetterSqlite3 = load(nodeApiVersion >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3');

/** An open database: the type under the constructor's name, as better-sqlite3 names it. */
export type Database = BetterSqlite3.Database;
