'use client';

import { useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { readDraft, subscribeToDrafts, writeDraft, type DraftKey } from './drafts';
import { useBuyer } from './session';

/**
 * The buyer whose drafts this screen keeps. Once known it stays, even after the session ends: text
 * typed by a buyer whose session ran out is still that buyer's, kept for when they sign in again.
 */
function useDraftOwner(): string | null {
  const userId = useBuyer()?.userId ?? null;
  const [owner, setOwner] = useState(userId);
  if (userId !== null && userId !== owner) setOwner(userId);
  return userId ?? owner;
}

function parse<T>(raw: string | null, schema: z.ZodType<T>): T | null {
  if (raw === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(raw));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * A form's unsent input that outlives the page (see drafts.ts), used like useState. `empty` (a
 * stable value) is what the form holds with nothing typed; setting it removes the draft. The server
 * and the hydrating render see `empty`, then the stored draft shows.
 */
export function useDraft<T>(name: string, schema: z.ZodType<T>, empty: T): [T, (update: T | ((current: T) => T)) => void] {
  const owner = useDraftOwner();
  const key = useMemo<DraftKey>(() => ({ owner, name }), [owner, name]);
  const raw = useSyncExternalStore(
    subscribeToDrafts,
    () => readDraft(key),
    () => null,
  );
  const value = useMemo(() => parse(raw, schema) ?? empty, [raw, schema, empty]);
  const setValue = useCallback(
    (update: T | ((current: T) => T)) => {
      // Read afresh: two updates in one event must build on each other, not on this render's value.
      const current = parse(readDraft(key), schema) ?? empty;
      const next = typeof update === 'function' ? (update as (current: T) => T)(current) : update;
      const stored = JSON.stringify(next);
      writeDraft(key, stored === JSON.stringify(empty) ? null : stored);
    },
    [key, schema, empty],
  );
  return [value, setValue];
}
