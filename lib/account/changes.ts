/**
 * The fields whose value the buyer changed, compared as the schemas read them (trimmed), so
 * retyping the same value or adding a trailing space sends nothing.
 */
export function changedFields<K extends string>(saved: Record<K, string>, current: Record<K, string>): Partial<Record<K, string>> {
  const changes: Partial<Record<K, string>> = {};
  for (const field of Object.keys(saved) as K[]) {
    if (current[field].trim() !== saved[field].trim()) changes[field] = current[field];
  }
  return changes;
}
