import type BetterSqlite3 from 'better-sqlite3';

/**
 * Search matches a substring of names and categories, which no SQLite index can seek: a LIKE scan
 * of the covering index took 15-25 ms a query at 100k products, the bulk of a search page. Instead
 * each connection keeps the active products' names and categories, lower-cased, newest first, with
 * a positional trigram index: where each three-letter sequence occurs, product and offset. A query
 * of three letters or more is found by lining up the occurrences of the trigrams that tile it, in
 * one pass over sorted lists, with no text compared: 0.07-0.4 ms at 100k products for words that
 * match 1,600 to 8,000 of them. Every match counts, since the pager shows the total; checking each
 * product holding the rarest trigram with `includes` (the index before this one) took 0.15-0.75 ms.
 *
 * The copy is rebuilt (about 1 s at 100k products) when catalogue_revision (migration 5) moved:
 * triggers bump it on every change to what search reads, made through any connection or process.
 */
interface SearchIndex {
  revision: number;
  /** Row ids, newest first. */
  ids: Int32Array;
  /** Each product's `name␀category`, lower-cased, in the order of `ids`. */
  texts: string[];
  /**
   * An occurrence's key is `position * stride + offset`. Greater than every text's length, so that
   * keys of consecutive texts are apart: a needle lined up across two texts would need a trigram in
   * the gap, where there is none.
   */
  stride: number;
  /** Each three-character sequence of `texts`, to the keys of its occurrences, ascending. */
  trigrams: Map<string, Keys>;
  /** Lower-cased productId to row id: the exact-id match (the LIKE version's COLLATE NOCASE). */
  byProductId: Map<string, number>;
}

/** Int32 keys scan faster; Float64 ones hold any key exactly, past 2^31. */
type Keys = Int32Array | Float64Array;

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
  const stride = texts.reduce((longest, text) => Math.max(longest, text.length), 0) + 1;
  // Keys are pushed in ascending order: positions ascend, and offsets within each.
  const occurrences = new Map<string, number[]>();
  texts.forEach((text, position) => {
    for (let at = 0; at + GRAM <= text.length; at++) {
      const gram = text.slice(at, at + GRAM);
      const key = position * stride + at;
      const list = occurrences.get(gram);
      if (list) list.push(key);
      else occurrences.set(gram, [key]);
    }
  });
  const KeyArray = texts.length * stride < 2 ** 31 ? Int32Array : Float64Array;
  const trigrams = new Map<string, Keys>();
  for (const [gram, list] of occurrences) trigrams.set(gram, KeyArray.from(list));
  return {
    revision,
    ids: Int32Array.from(rows, ([id]) => id),
    texts,
    stride,
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

/** Where the trigram starting at `at` of the needle must occur, relative to where the needle starts. */
interface Tile {
  at: number;
  keys: Keys;
  /** How far the scan through `keys` has gone: the starts it is asked about only grow. */
  next: number;
}

/** Whether `key` is in `tile.keys`, moving `tile.next` past the smaller keys (galloping, then a binary search). */
function advanceTo(tile: Tile, key: number): boolean {
  const { keys } = tile;
  let low = tile.next;
  let step = 1;
  while (low + step < keys.length && keys[low + step]! < key) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, keys.length);
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < key) low = middle + 1;
    else high = middle;
  }
  tile.next = low;
  return low < keys.length && keys[low] === key;
}

/**
 * Positions in `ids` whose text contains `needle`, ascending. A needle too short for a trigram is
 * looked for in every text. A longer one is tiled with trigrams at offsets 0, 3, 6… and length - 3:
 * it starts at `s` exactly where each tile's trigram occurs at `s + at`. The rarest tile proposes
 * the starts; the others are checked in order.
 */
function positionsHolding(index: SearchIndex, needle: string): number[] {
  if (needle.length < GRAM) return [...index.texts.keys()].filter((position) => index.texts[position]!.includes(needle));
  const tiles: Tile[] = [];
  for (let at = 0; ; at = Math.min(at + GRAM, needle.length - GRAM)) {
    const keys = index.trigrams.get(needle.slice(at, at + GRAM));
    if (!keys) return [];
    tiles.push({ at, keys, next: 0 });
    if (at === needle.length - GRAM) break;
  }
  tiles.sort((a, b) => a.keys.length - b.keys.length);
  const [rarest, ...others] = tiles as [Tile, ...Tile[]];
  const { stride } = index;
  const positions: number[] = [];
  for (const key of rarest.keys) {
    const start = key - rarest.at;
    const position = Math.floor(start / stride);
    if (positions[positions.length - 1] === position) continue; // found already
    if (others.every((tile) => advanceTo(tile, start + tile.at))) positions.push(position);
  }
  return positions;
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
    for (const position of positionsHolding(index, needle)) matches.push(index.ids[position]!);
  }
  const exact = index.byProductId.get(needle);
  if (exact !== undefined && !matches.includes(exact)) {
    const after = matches.findIndex((id) => id < exact);
    matches.splice(after === -1 ? matches.length : after, 0, exact);
  }
  return matches;
}
