import type { CategoryDef, Pack, Produce } from './catalogue';
import type { Rng } from './random';

/** The HTML product descriptions: a few paragraphs and a fact list, phrased differently per product. */

const ORIGIN_LINES = [
  (state: string) => `Sourced directly from farms in ${state} State.`,
  (state: string) => `Grown by smallholder farmers in ${state} State and packed close to the farm.`,
  (state: string) => `Harvested in ${state} State and brought to you without passing through five middlemen.`,
  (state: string) => `This lot comes from ${state} State, one of the main producing areas.`,
  (state: string) => `From ${state} State, checked and sorted before it leaves the farm gate.`,
];

const CLOSING_LINES = [
  'Orders placed before noon are dispatched the same day within Lagos and Abuja.',
  'Buying for a restaurant or an event? Order ten units or more and the seller will confirm a bulk price.',
  'If anything arrives damaged, open a support ticket with a photo and it will be replaced.',
  'Weighed and packed on the day of dispatch.',
  'Delivered nationwide; delivery time depends on your state.',
  'Prices follow the market and may change with the season.',
];

const GRADE_NOTES: Record<string, string> = {
  'Grade A': 'Grade A: sorted for size and free of damaged pieces.',
  Premium: 'Premium: the best of each harvest, hand-sorted.',
  Select: 'Select: picked for even size and colour.',
  Standard: 'Standard: good everyday quality at a market price.',
  Organic: 'Organic: grown without synthetic fertiliser or pesticides.',
  'Farm-direct': 'Farm-direct: bought from the farmer at harvest, not from the open market.',
  'Hand-sorted': 'Hand-sorted: every unit checked by hand before packing.',
  Export: 'Export grade: meets exporters\' size and moisture standards.',
};

export const GRADES = Object.keys(GRADE_NOTES);

function kgText(kg: number): string {
  return kg < 1 ? `${Math.round(kg * 1000)} g` : `${Number(kg.toFixed(2))} kg`;
}

export interface DescriptionInput {
  produce: Produce;
  category: CategoryDef;
  pack: Pack;
  origin: string;
  grade: string;
  sellerName: string;
}

export function describe(rng: Rng, { produce, category, pack, origin, grade, sellerName }: DescriptionInput): string {
  const facts = [
    `<li><strong>Origin:</strong> ${origin} State</li>`,
    `<li><strong>Grade:</strong> ${GRADE_NOTES[grade]}</li>`,
    `<li><strong>Pack:</strong> ${pack.label} (about ${kgText(pack.kg)} per ${pack.unit})</li>`,
    `<li><strong>Storage:</strong> ${produce.storage ?? category.storage}</li>`,
  ];
  if (rng.chance(0.5)) facts.push(`<li><strong>Sold by:</strong> ${sellerName}</li>`);
  const intro = `<p>${produce.about} ${rng.pick(ORIGIN_LINES)(origin)}</p>`;
  const uses = rng.pick([`<p><strong>Good for:</strong> ${produce.uses}</p>`, `<p>${produce.uses}</p>`]);
  const list = `<ul>${facts.join('')}</ul>`;
  const closing = `<p>${rng.pick(CLOSING_LINES)}</p>`;
  return rng.chance(0.5) ? [intro, list, uses, closing].join('') : [intro, uses, list, closing].join('');
}
