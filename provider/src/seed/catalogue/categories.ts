import type { CategoryDef, CategoryKey } from './types';

/**
 * The marketplace's categories. "Cooking", "Nuts and Seeds" and "Fresh Fruits" are named exactly as
 * the storefront's home page promotes them.
 */
export const CATEGORIES: readonly (CategoryDef & { categoryID: string })[] = [
  {
    key: 'tubers',
    categoryID: 'AGC104',
    name: 'Tubers & Roots',
    description: 'Yam, cassava, cocoyam and potatoes from the yam belt and the Jos plateau, sold by the tuber or the bag.',
    emoji: ['potato', 'roasted-sweet-potato', 'ginger-root'],
    palette: [['#fbecd7', '#d9a66b'], ['#f6e4c8', '#b98a55'], ['#fff3e0', '#e0b27a'], ['#f3e6d3', '#c49a6c']],
    storage: 'Keep in a cool, dry and airy place off the floor; do not refrigerate and do not stack wet bags.',
  },
  {
    key: 'grains',
    categoryID: 'AGC117',
    name: 'Grains & Cereals',
    description: 'Destoned local rice, maize, sorghum, millet and acha, cleaned and bagged for homes, caterers and feed mills.',
    emoji: ['sheaf-of-rice', 'ear-of-corn', 'cooked-rice'],
    palette: [['#fff7dc', '#e8c46a'], ['#fbf1d0', '#d6b25a'], ['#fffbe8', '#f0cf7e'], ['#f7efd8', '#cfae6b']],
    storage: 'Store sealed in a dry place away from the wall; a few bay leaves or neem leaves in the bag keep weevils away.',
  },
  {
    key: 'legumes',
    categoryID: 'AGC123',
    name: 'Legumes & Beans',
    description: 'Oloyin honey beans, brown and black-eyed beans, soybeans, okpa and fiofio, handpicked and free of stones.',
    emoji: ['beans', 'pea-pod'],
    palette: [['#f8ebe0', '#c98e6a'], ['#fbeee4', '#b57857'], ['#f5e9dc', '#d3a07a'], ['#fff1e6', '#c7865d']],
    storage: 'Keep in an airtight container in a dry place; sun the beans for a day if you plan to hold them for months.',
  },
  {
    key: 'vegetables',
    categoryID: 'AGC131',
    name: 'Vegetables',
    description: 'Tomatoes, onions, okra, garden egg, carrots, cabbage and more, straight from northern and plateau farms.',
    emoji: ['tomato', 'onion', 'carrot', 'cucumber'],
    palette: [['#eef8e6', '#8fcf6f'], ['#fdeeea', '#ef8f7a'], ['#f1f9ec', '#a6d98a'], ['#fff4e8', '#f2b179']],
    storage: 'Spread out in a cool, shaded place and use within a few days; keep onions away from potatoes.',
  },
  {
    key: 'leafy',
    categoryID: 'AGC146',
    name: 'Leafy Greens',
    description: 'Ugu, waterleaf, bitter leaf, scent leaf, tete, ewedu, oha and afang: the greens for soups and stews, cut fresh.',
    emoji: ['leafy-green', 'herb', 'leaf-fluttering-in-wind'],
    palette: [['#e9f7e4', '#6fbf73'], ['#eaf6ee', '#5fae7e'], ['#f2fbe9', '#8fcf6b'], ['#e4f3e8', '#4f9f6f']],
    storage: 'Wrap loosely in a damp cloth or paper and refrigerate; wash just before cooking.',
  },
  {
    key: 'peppers',
    categoryID: 'AGC152',
    name: 'Peppers & Spices',
    description: 'Ata rodo, tatashe, shombo, fresh ginger, garlic, turmeric, alligator pepper and uziza for the real Nigerian taste.',
    emoji: ['hot-pepper', 'bell-pepper@-95', 'ginger-root', 'garlic'],
    palette: [['#fdebe6', '#ee7a5f'], ['#fff0e0', '#f39a4f'], ['#fde7e7', '#e0625f'], ['#fff4e4', '#f0b05a']],
    storage: 'Keep fresh peppers in a basket in a cool place or refrigerate for up to two weeks; freeze blended pepper in portions.',
  },
  {
    key: 'cooking',
    categoryID: 'AGC168',
    name: 'Cooking',
    description: 'Palm oil, groundnut oil, iru, ogiri, suya spice and pepper soup spice: the oils, spices and condiments of the Nigerian kitchen.',
    emoji: ['oil-drum@165', 'jar', 'salt', 'hot-pepper'],
    palette: [['#fff3dc', '#f0a84a'], ['#fbeedd', '#d98f3e'], ['#fff6e5', '#e9b863'], ['#fdecd9', '#cf7f36']],
    storage: 'Close the container after each use and keep it away from sunlight and the cooker.',
  },
  {
    key: 'nuts',
    categoryID: 'AGC173',
    name: 'Nuts and Seeds',
    description: 'Groundnuts, cashew, tiger nuts, egusi, ogbono, beniseed and walnuts, sorted, cleaned and ready to cook or snack.',
    emoji: ['peanuts', 'chestnut', 'sunflower'],
    palette: [['#f9eedf', '#caa072'], ['#fcf2e2', '#d7ab6f'], ['#f6ebdc', '#b88a5c'], ['#fff5e6', '#e2b77d']],
    storage: 'Keep in an airtight jar in a cool place; refrigerate shelled seeds in the hot season so they do not turn rancid.',
  },
  {
    key: 'fruits',
    categoryID: 'AGC189',
    name: 'Fresh Fruits',
    description: 'Mangoes, pineapples, pawpaw, oranges, watermelon, avocado, coconut, bananas and plantain in season.',
    emoji: ['mango', 'pineapple', 'watermelon', 'banana', 'avocado'],
    palette: [['#fff6d9', '#f7c04a'], ['#ffeef0', '#f58c9b'], ['#f0fae6', '#9ed36a'], ['#fff1e0', '#f7a35c'], ['#fffbe0', '#f2d75c']],
    storage: 'Ripen at room temperature out of the sun, then refrigerate ripe fruit and eat within a few days.',
  },
  {
    key: 'cash',
    categoryID: 'AGC195',
    name: 'Cash Crops',
    description: 'Cocoa, coffee, raw cashew, kola nut, shea, ginger and hibiscus in trade quantities, graded for processors and exporters.',
    emoji: ['chocolate-bar', 'hot-beverage', 'chestnut', 'hibiscus'],
    palette: [['#f3e7dd', '#9c6b4e'], ['#f7ece2', '#b07d5c'], ['#efe2d6', '#8a5d43'], ['#fbf0e6', '#c08c66']],
    storage: 'Store in jute bags on pallets in a dry, ventilated store; keep moisture below 8 % to avoid mould.',
  },
  {
    key: 'livestock',
    categoryID: 'AGC206',
    name: 'Livestock & Poultry',
    description: 'Live broilers, cockerels, turkeys, goats and rams, day-old chicks, snails and crates of fresh eggs.',
    emoji: ['chicken', 'rooster', 'egg', 'goat'],
    palette: [['#e8f4fb', '#7fbde6'], ['#edf8e8', '#8ccf7a'], ['#f1f6fd', '#95b8ef'], ['#fdf7e6', '#ecc56a']],
    storage: 'Live animals are delivered the same day; keep eggs in a cool place, pointed end down.',
  },
  {
    key: 'fish',
    categoryID: 'AGC213',
    name: 'Fish & Seafood',
    description: 'Smoked and dried catfish, crayfish, stockfish, bonga, fresh tilapia, prawns, periwinkle and crabs.',
    emoji: ['fish', 'shrimp', 'crab'],
    palette: [['#e6f4fa', '#5fb3d9'], ['#e4f6f4', '#4fb3a5'], ['#edf2fc', '#6f95e0'], ['#e8f8f6', '#66c2b5']],
    storage: 'Keep smoked and dried fish in an airy basket or paper bag; freeze fresh fish and seafood on arrival.',
  },
  {
    key: 'processed',
    categoryID: 'AGC227',
    name: 'Processed Foods',
    description: 'Garri, elubo, fufu flour, plantain flour, ogi, abacha, kulikuli and pure honey, processed by small mills.',
    emoji: ['cooked-rice', 'bowl-with-spoon', 'honey-pot'],
    palette: [['#fbf6ec', '#dcc59b'], ['#fff9ee', '#e6cf9f'], ['#f8f3ea', '#cdb68c'], ['#fffaf0', '#ead7a9']],
    storage: 'Keep in a sealed container in a dry place and scoop with a dry spoon.',
  },
];

export function categoryOf(key: CategoryKey): CategoryDef & { categoryID: string } {
  const found = CATEGORIES.find((c) => c.key === key);
  if (!found) throw new Error(`unknown category ${key}`);
  return found;
}
