/** The curated catalogue: categories and base produce, from which the product rows are built. */

export type CategoryKey =
  | 'tubers'
  | 'grains'
  | 'legumes'
  | 'vegetables'
  | 'leafy'
  | 'peppers'
  | 'cooking'
  | 'nuts'
  | 'fruits'
  | 'cash'
  | 'livestock'
  | 'fish'
  | 'processed';

/**
 * A Fluent Emoji name, optionally with a hue shift in degrees after `@` ("bell-pepper@-95" is a red
 * pepper drawn from the green one).
 */
export type EmojiRef = string;

export interface CategoryDef {
  key: CategoryKey;
  name: string;
  description: string;
  /** Drawn on the category image; also used as extras on its products' images. */
  emoji: EmojiRef[];
  /** Background colour pairs (light, deeper) for this category's images. */
  palette: readonly (readonly [string, string])[];
  /** How the produce keeps, when an item does not say. */
  storage: string;
}

/** One way the produce is sold: "5 kg bag", "medium tuber", "crate of 30". */
export interface Pack {
  label: string;
  unit: string;
  /** Weight of one unit in kg (shipping is charged on it). */
  kg: number;
  /** Selling price of one unit in US dollars. */
  price: number;
}

export interface Produce {
  /** Stable key: the seed streams and image recipes are named by it. */
  key: string;
  name: string;
  category: CategoryKey;
  /** The first is the main subject of the images; the others join piles and pairs. */
  emoji: EmojiRef[];
  /** Producing states (without "State"). */
  origins: string[];
  packs: Pack[];
  /** One or two sentences on what it is. */
  about: string;
  /** What buyers cook or make with it. */
  uses: string;
  storage?: string;
}

export const pack = (label: string, unit: string, kg: number, price: number): Pack => ({ label, unit, kg, price });
