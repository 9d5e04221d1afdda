import type BetterSqlite3 from 'better-sqlite3';

/**
 * Search matches a substring of names and categories, which no SQLite index can seek: a LIKE scan
 * of the covering index took 15-25 ms a query at 100k products, the bulk of a search page. Instead
 * each connection keeps the active products' names and categories, lower-cased, newest first, with
 * a trigram index: a query is checked only against the products holding its rarest three-letter
 * sequence (0.2-1 ms at 100k products; an indexOf over all of them took 1-4 ms).
 *
 * The copy is rebuilt (about 0.7 s at 100k products) when catalogue_revision (migration 5) moved:
 * triggers bump it on every change to what search reads, made through any connection or process.
 */
interface SearchIndex {
  revision: number;
  /** Row ids, newest first. */
  ids: Int32Array;
  /** Each product's `name␀category`, lower-cased, in the order of `ids`. */
  texts: string[];
  /** Each three-character sequence of `texts`, to the positions in `ids` of the products holding it, ascending. */
  trigrams: Map<string, Int32Array>;
  /** Lower-cased productId to row id: the exact-id match (the LIKE version's COLLATE NOCASE). */
  byProductId: Map<string, number>;
}

const GRAM = 3;

/** Cannot occur in a name, so no match spans two fields; a query holding it matches no text. */
const SEPARATOR = '\u0000';

const indexes = new WeakMap<BetterSqlite3.Database, SearchIndex>();

/** What the index holds. Without an ORDER BY, SQLite reads the covering index products_search (migration 3), not the table. */
export const SEARCHED_ROWS = 'SELECT id, productId, product_name, product_category FROM products WHERE is_active = 1';

function build(sqlite: BetterSqlite3.Database, revision: number): SearchIndex {
  const rows = sqlite.prepare(SEARCHED_ROWS).raw().all() as [number, string, string, string][];
  rows.sort((a, b) => b[0] - a[0]);
  const texts = rows.map(([, , name, category]) => name.toLowerCase() + SEPARATOR + category.toLowerCase());
  const positions = new Map<string, number[]>();
  texts.forEach((text, position) => {
    for (let at = 0; at + GRAM <= text.length; at++) {
      const gram = text.slice(at, at + GRAM);
      const list = positions.get(gram);
      if (!list) positions.set(gram, [position]);
      else if (list[list.length - 1] !== position) list.push(position); // once per product
    }
  });
  const trigrams = new Map<string, Int32Array>();
  for (const [gram, list] of positions) trigrams.set(gram, Int32Array.from(list));
  return {
    revision,
    ids: Int32Array.from(rows, ([id]) => id),
    texts,
    trigrams,
    byProductId: new Map(rows.map(([id, productId]) => [productId.toLowerCase(), id])),
  };
}

/**
 * The connection's index, rebuilt first if the catalogue changed; one read transaction, so both
 * agree. The server calls it once before it listens, so that no buyer's search pays the first build.
 */
export function currentIndex(sqlite: BetterSqlite3.Database): SearchIndex {
  const cached = indexes.get(sqlite);
  // Another request's transaction is open on this connection (Kysely's lock does not cover direct
  // calls, and it awaits between statements): its changes are not committed, and may be rolled back
  // to a revision a later change reuses. So the last committed copy answers, and a copy built here
  // (only when there is none yet: the server builds one before it listens) is not kept.
  if (sqlite.inTransaction) return cached ?? build(sqlite, -1);
  return sqlite.transaction(() => {
    const revision = sqlite.prepare('SELECT revision FROM catalogue_revision').pluck().get() as number;
    if (cached?.revision === revision) return cached;
    const fresh = build(sqlite, revision);
    indexes.set(sqlite, fresh);
    return fresh;
  })();
}

/**
 * Positions in `ids` worth checking for `needle`: those holding its rarest trigram, or all of them
 * for a needle too short to have one. Empty when one of its trigrams occurs nowhere.
 */
function candidates(index: SearchIndex, needle: string): Iterable<number> {
  if (needle.length < GRAM) return index.texts.keys();
  let rarest: Int32Array | undefined;
  for (let at = 0; at + GRAM <= needle.length; at++) {
    const list = index.trigrams.get(needle.slice(at, at + GRAM));
    if (!list) return [];
    if (!rarest || list.length < rarest.length) rarest = list;
  }
  return rarest!;
}

/**
 * The row ids of active products whose productId is `query`, or whose name or category contains it,
 * ignoring case; newest first. `%`, `_` and `\` are plain characters.
 */
export function searchProductIds(sqlite: BetterSqlite3.Database, query: string): number[] {
  const index = currentIndex(sqlite);
  const needle = query.toLowerCase();
  const matches: number[] = [];
  if (!needle.includes(SEPARATOR)) {
    for (const position of candidates(index, needle)) {
      if (index.texts[position]!.includes(needle)) matches.push(index.ids[position]!);
    }
  }
  const exact = index.byProductId.get(needle);
  if (exact !== undefined && !matches.includes(exact)) {
    const after = matches.findIndex((id) => id < exact);
    matches.splice(after === -1 ? matches.length : after, 0, exact);
  }
  return matches;
}
