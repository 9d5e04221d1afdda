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

/** The fields that differ from the saved ones exactly as typed: a form's draft (spaces and all). */
export function editsOf(saved: Record<string, string>, current: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.keys(saved).flatMap((field) => (current[field] !== saved[field] ? [[field, current[field] ?? '']] : [])));
}

/** The saved values with a draft's edits over them; edits of fields the form does not have are ignored. */
export function withEdits<V extends Record<string, string>>(saved: V, edits: Record<string, string>): V {
  return Object.fromEntries(Object.entries(saved).map(([field, value]) => [field, edits[field] ?? value])) as V;
}

/**
 * The draft once a save is accepted: the edits it sent go, unless the buyer has typed in those
 * fields again since (`typed`: the form's values when it was sent); edits made meanwhile stay.
 */
export function editsAfterSave(edits: Record<string, string>, sent: Record<string, string>, typed: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(edits).filter(([field, value]) => !(field in sent && value === typed[field])));
}
