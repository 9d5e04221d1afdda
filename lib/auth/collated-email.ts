/*
 * The real provider finds an account with `where('email', …)` on MySQL, whose utf8mb4_unicode_ci
 * collation (UCA 4.0.0) ignores case, accents and ignorable code points, reads compatibility forms
 * (full-width letters, ligatures) as their plain letters and some letters as two (ß as ss), and
 * weighs every code point beyond U+FFFF alike. Any spelling it matches reaches the same account, so
 * anything counted per account must count all of them as one. Folding more than the collation does
 * only makes two addresses share a count; folding less would give one account a count per spelling.
 */

/** Letters the collation reads as others that Unicode's decompositions leave whole. */
const EXPANSIONS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ð: 'd', ł: 'l', ħ: 'h', ŧ: 't', ı: 'i' };

const IGNORED = /[\p{M}\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;
const BEYOND_BMP = /[\u{10000}-\u{10FFFF}]/gu;
const EXPANDED = new RegExp(`[${Object.keys(EXPANSIONS).join('')}]`, 'gu');

/** One text for every spelling of `email` that the provider's database takes for the same. */
export function collatedEmail(email: string): string {
  return email
    .trim()
    .normalize('NFKD')
    .toLowerCase()
    .replace(IGNORED, '')
    .replace(EXPANDED, (letter) => EXPANSIONS[letter]!)
    .replace(BEYOND_BMP, '\uFFFD');
}
