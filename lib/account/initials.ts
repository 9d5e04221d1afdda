/** Up to two capital letters for an avatar without a picture: "Chidi Eze" → "CE", "agro" → "A". */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
    .join('');
}
