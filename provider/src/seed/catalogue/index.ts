import { ANIMALS } from './produce-animals';
import { CROPS } from './produce-crops';
import { FRUITS } from './produce-fruits';
import { GARDEN } from './produce-garden';
import { PANTRY } from './produce-pantry';
import type { Produce } from './types';

export { CATEGORIES, categoryOf } from './categories';
export type { CategoryDef, CategoryKey, EmojiRef, Pack, Produce } from './types';

export const PRODUCE: readonly Produce[] = [...CROPS, ...GARDEN, ...PANTRY, ...FRUITS, ...ANIMALS];
