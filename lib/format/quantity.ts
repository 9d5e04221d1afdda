/**
 * Units the seller writes that stay the same in the plural: measures ("kg", "50 kg") and livestock
 * counted by the head ("40 head").
 */
const INVARIABLE = new Set(['head', 'sheep', 'fish', 'deer', 'kg', 'g', 'mg', 't', 'l', 'ml', 'cl', 'lb', 'oz', 'm', 'cm', 'mm', 'km']);

/** The plural of one English word, for the short container words sellers use ("bag", "bunch", "box"). */
function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  if (INVARIABLE.has(lower) || !/^[a-z]+$/.test(lower) || lower.endsWith('s')) return word;
  if (/(x|z|ch|sh)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/**
 * A count with the seller's unit, in the plural past one: "138 bags", "1 bag", "12 kg", "3 bunches".
 * Only the last word changes ("25 kg bag" → "25 kg bags"); a unit that is not a plain word is left
 * as the seller wrote it.
 */
export function quantityWithUnit(count: number, unit: string): string {
  const trimmed = unit.trim();
  if (!trimmed) return String(count);
  if (count === 1) return `${count} ${trimmed}`;
  const last = trimmed.lastIndexOf(' ');
  return `${count} ${trimmed.slice(0, last + 1)}${pluralWord(trimmed.slice(last + 1))}`;
}
