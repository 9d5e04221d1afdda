/**
 * What a buyer has typed but not sent yet, kept in the tab's sessionStorage so that a reload, a
 * session that ends mid-sentence (a 401 sends the tab to /login) or a payment the gateway sends back
 * loses none of it. Keys name the buyer: after signing in again the same buyer finds the text, another
 * buyer in the same tab never does. sessionStorage dies with the tab; signing out clears it sooner.
 *
 * Values are JSON strings; readers check the shape again (`parse` in useDraft), since anything in the
 * tab may have written there. Where the browser refuses to store (storage off, quota full), the text
 * is kept in memory for the page's life instead: the buyer's typing is never refused.
 */
const PREFIX = 'agromarket:draft:';

const listeners = new Set<() => void>();
/** Writes the browser refused (null: removed), and drafts of an unknown buyer: this page's memory only. */
const inMemory = new Map<string, string | null>();

export type DraftKey = { owner: string | null; name: string };

const storageKey = ({ owner, name }: DraftKey) => `${PREFIX}${owner ?? ''}:${name}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: DraftKey): string | null {
  const id = storageKey(key);
  if (inMemory.has(id)) return inMemory.get(id) ?? null;
  try {
    return key.owner === null ? null : (storage()?.getItem(id) ?? null);
  } catch {
    return null;
  }
}

/** Stores a draft (null removes it) and tells every reader. */
export function writeDraft(key: DraftKey, value: string | null): void {
  const id = storageKey(key);
  try {
    const store = storage();
    if (key.owner === null || !store) throw new Error('not stored');
    if (value === null) store.removeItem(id);
    else store.setItem(id, value);
    inMemory.delete(id);
  } catch {
    inMemory.set(id, value);
  }
  for (const listener of listeners) listener();
}

export function subscribeToDrafts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Removes every buyer's drafts but `keep`'s: on signing out (keep none) and on signing in as someone. */
export function forgetDrafts(keep: string | null = null): void {
  const kept = keep === null ? null : `${PREFIX}${keep}:`;
  const forget = (id: string) => id.startsWith(PREFIX) && (kept === null || !id.startsWith(kept));
  for (const id of [...inMemory.keys()]) if (forget(id)) inMemory.delete(id);
  const store = storage();
  try {
    const ids = store ? Array.from({ length: store.length }, (_, index) => store.key(index)) : [];
    for (const id of ids) if (id !== null && forget(id)) store?.removeItem(id);
  } catch {
    // Storage that cannot be read holds nothing of ours.
  }
  for (const listener of listeners) listener();
}
