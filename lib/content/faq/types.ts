import type { SiteSettings } from '@/lib/site';

export interface FaqEntry {
  question: string;
  /** One or more paragraphs of plain text. */
  answer: string[];
}

/** The answers name the marketplace and its addresses, which an operator sets (lib/site.ts). */
export type FaqEntries = (site: SiteSettings) => FaqEntry[];
