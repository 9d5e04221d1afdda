import type { Category } from '@/lib/domain/catalogue';
import { promoTiles } from './promo-tiles';

const category = (id: string, name: string): Category => ({ id, name, imageUrl: null, description: '' });
const hrefs = (categories: Category[]) => promoTiles(categories).map((tile) => tile.href);

describe('promoTiles', () => {
  it('leads each tile to the category of its name, whatever its case', () => {
    expect(hrefs([category('AGC1', 'Cooking'), category('AGC2', 'Nuts and Seeds'), category('AGC3', ' Fresh Fruits ')])).toEqual([
      '/category/AGC1?catname=Cooking',
      '/category/AGC2?catname=Nuts+and+Seeds',
      '/category/AGC3?catname=+Fresh+Fruits+',
    ]);
  });

  it('finds a category worded otherwise, an exact name first', () => {
    expect(hrefs([category('AGC4', 'Cooking Ingredients'), category('AGC5', 'Seeds'), category('AGC6', 'Fruits'), category('AGC7', 'Nuts and seeds')])).toEqual([
      '/category/AGC4?catname=Cooking+Ingredients',
      '/category/AGC7?catname=Nuts+and+seeds',
      '/category/AGC6?catname=Fruits',
    ]);
  });

  it('leads to the category list when there is no such category', () => {
    expect(hrefs([category('AGC8', 'Tubers'), category('AGC9', '')])).toEqual(['/allcategory', '/allcategory', '/allcategory']);
  });
});
