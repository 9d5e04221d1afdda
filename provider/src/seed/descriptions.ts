import type { CategoryDef, CategoryKey, Pack, Produce } from './catalogue';
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
  'Grade A': 'Grade A: sorted for size, with no damaged pieces.',
  Premium: 'Premium: the pick of the lot, checked unit by unit.',
  Select: 'Select: chosen for even size and colour.',
  Standard: 'Standard: good everyday quality at a market price.',
  'Farm-direct': 'Farm-direct: bought straight from the producer, not from the open market.',
  'Hand-sorted': 'Hand-sorted: every unit checked by hand before packing.',
  Organic: 'Organic: grown without synthetic fertiliser or pesticides.',
  Export: 'Export grade: meets exporters\' size and moisture standards.',
};

const ANIMAL_GRADES = ['Premium', 'Select', 'Standard', 'Farm-direct'];
const CROP_GRADES = ['Grade A', 'Premium', 'Select', 'Standard', 'Farm-direct', 'Hand-sorted', 'Organic'];

/** The grades that make sense for a category: no organic goats, export grade for cash crops only. */
export function gradesFor(category: CategoryKey): readonly string[] {
  if (category === 'livestock' || category === 'fish') return ANIMAL_GRADES;
  return category === 'cash' ? [...CROP_GRADES, 'Export'] : CROP_GRADES;
}

/** "5 kg bag" says its weight; "medium tuber" does not, so the description adds it. */
function packText(pack: Pack): string {
  if (/\d\s*(kg|g|L|ml)\b/.test(pack.label)) return pack.label;
  const kg = pack.kg < 1 ? `${Math.round(pack.kg * 1000)} g` : `${Number(pack.kg.toFixed(2))} kg`;
  return `${pack.label} (about ${kg} per ${pack.unit})`;
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
    `<li><strong>Pack:</strong> ${packText(pack)}</li>`,
    `<li><strong>Storage:</strong> ${produce.storage ?? category.storage}</li>`,
  ];
  if (rng.chance(0.5)) facts.push(`<li><strong>Sold by:</strong> ${sellerName}</li>`);
  const intro = `<p>${produce.about} ${rng.pick(ORIGIN_LINES)(origin)}</p>`;
  const uses = rng.pick([`<p><strong>Good for:</strong> ${produce.uses}</p>`, `<p>${produce.uses}</p>`]);
  const list = `<ul>${facts.join('')}</ul>`;
  const closing = `<p>${rng.pick(CLOSING_LINES)}</p>`;
  return rng.chance(0.5) ? [intro, list, uses, closing].join('') : [intro, uses, list, closing].join('');
}
