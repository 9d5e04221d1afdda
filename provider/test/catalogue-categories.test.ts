import { createCategory, createProduct, createSeller } from './support/fixtures';
import { createHarness, TEST_PUBLIC_URL, type Harness } from './support/harness';

const categoryUrl = (file: string) => `${TEST_PUBLIC_URL}/uploads/category_image/${file}`;
const productUrl = (file: string) => `${TEST_PUBLIC_URL}/uploads/product_images/${file}`;

describe('categories (contract 2.3)', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await createHarness();
  });
  afterEach(() => h.close());

  describe('GET /api/viewAllcategory', () => {
    test('lists every category newest first, with both image shapes', async () => {
      const first = await createCategory(h.deps, { categoryName: 'Tubers', categoryImage: 'tubers.webp', quantity_instock: 40 });
      const second = await createCategory(h.deps, { categoryName: 'Grains' });

      const res = await h.request('GET', '/api/viewAllcategory');

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('All categories fetched successfully.');
      expect(res.body.categories.map((c: any) => c.categoryID)).toEqual([second.categoryID, first.categoryID]);
      expect(res.body.categories[1]).toEqual({
        id: first.id,
        created_at: first.created_at,
        updated_at: first.updated_at,
        categoryID: first.categoryID,
        categoryName: 'Tubers',
        categoryDescription: first.categoryDescription,
        categoryImage: 'tubers.webp',
        quantity_instock: '40',
        quantity_sold: null,
        image_urls: [categoryUrl('tubers.webp')],
        full_image_path: categoryUrl('tubers.webp'),
      });
    });

    test('an empty catalogue is 200 with no categories', async () => {
      const res = await h.request('GET', '/api/viewAllcategory');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'All categories fetched successfully.', categories: [] });
    });
  });

  describe('GET /api/viewCategory/{categoryID}', () => {
    test('answers one category by its categoryID', async () => {
      const category = await createCategory(h.deps, { categoryImage: 'fruit.webp' });
      const res = await h.request('GET', `/api/viewCategory/${category.categoryID}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Category fetched successfully.');
      expect(res.body.category).toMatchObject({ id: category.id, categoryID: category.categoryID, full_image_path: categoryUrl('fruit.webp') });
    });

    test('an unknown category is 404', async () => {
      const res = await h.request('GET', '/api/viewCategory/AGC999');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Category not found.' });
    });
  });

  describe('GET /api/popularCategories', () => {
    test('the five categories with most active products, with products_count', async () => {
      const seller = await createSeller(h.deps);
      const counts = [3, 0, 5, 1, 2, 4];
      const categories = [];
      for (const count of counts) {
        const category = await createCategory(h.deps, { categoryImage: `pop-${count}.webp` });
        for (let i = 0; i < count; i++) await createProduct(h.deps, { category, seller });
        categories.push(category);
      }
      // Inactive products do not count: this would lift the empty category to the top.
      for (let i = 0; i < 9; i++) await createProduct(h.deps, { category: categories[1], seller, is_active: 0 });

      const res = await h.request('GET', '/api/popularCategories');

      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Popular categories fetched successfully.');
      const popular = res.body.popular_categories;
      expect(popular.map((c: any) => [c.categoryID, c.products_count])).toEqual([
        [categories[2]!.categoryID, 5],
        [categories[5]!.categoryID, 4],
        [categories[0]!.categoryID, 3],
        [categories[4]!.categoryID, 2],
        [categories[3]!.categoryID, 1],
      ]);
      expect(popular[0].full_image_path).toBe(categoryUrl('pop-5.webp'));
      expect(popular[0].image_urls).toEqual([categoryUrl('pop-5.webp')]);
    });

    test('empty categories are listed too, ties newest first', async () => {
      const older = await createCategory(h.deps);
      const newer = await createCategory(h.deps);
      const res = await h.request('GET', '/api/popularCategories');
      expect(res.status).toBe(200);
      expect(res.body.popular_categories.map((c: any) => [c.categoryID, c.products_count])).toEqual([
        [newer.categoryID, 0],
        [older.categoryID, 0],
      ]);
    });
  });

  describe('GET /api/categoryDetails/{categoryID}', () => {
    test('without paging: every active product of the category in the original shape', async () => {
      const category = await createCategory(h.deps, { categoryName: 'Vegetables', categoryImage: 'veg.webp' });
      const seller = await createSeller(h.deps);
      const a = await createProduct(h.deps, { category, seller });
      const b = await createProduct(h.deps, { category, seller, selling_price: 1500 });
      await createProduct(h.deps, { category, seller, is_active: 0 });
      await createProduct(h.deps, { seller });

      const res = await h.request('GET', `/api/categoryDetails/${category.categoryID}`);

      expect(res.status).toBe(200);
      expect(Object.keys(res.body)).toEqual(['message', 'category_name', 'category_image', 'products']);
      expect(res.body.message).toBe('Category details fetched successfully.');
      expect(res.body.category_name).toBe('Vegetables');
      expect(res.body.category_image).toBe(categoryUrl('veg.webp'));
      expect(res.body.products.map((p: any) => p.productId)).toEqual([b.productId, a.productId]);
      expect(res.body.products[0].selling_price).toBe('1500');
      // The trailing comma's empty entry is kept everywhere but allProducts.
      expect(res.body.products[1].image_urls).toEqual([
        productUrl(`${a.productId}-1.webp`),
        productUrl(`${a.productId}-2.webp`),
        productUrl(''),
      ]);
    });

    test('an empty category is 200 with no products', async () => {
      const category = await createCategory(h.deps);
      const res = await h.request('GET', `/api/categoryDetails/${category.categoryID}`);
      expect(res.status).toBe(200);
      expect(res.body.products).toEqual([]);
    });

    test('an unknown category is 404', async () => {
      const res = await h.request('GET', '/api/categoryDetails/AGC999');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Category not found.' });
    });

    describe('with page, per_page or sort', () => {
      async function categoryWithPrices(prices: number[]) {
        const category = await createCategory(h.deps);
        const seller = await createSeller(h.deps);
        const products = [];
        for (const price of prices) products.push(await createProduct(h.deps, { category, seller, selling_price: price }));
        await createProduct(h.deps, { category, seller, is_active: 0, selling_price: 0.5 });
        return { category, products };
      }

      test('pages newest first and adds the paginator fields', async () => {
        const { category, products } = await categoryWithPrices([5, 3, 9, 1, 7]);
        const res = await h.request('GET', `/api/categoryDetails/${category.categoryID}?page=2&per_page=2`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ message: 'Category details fetched successfully.', current_page: 2, last_page: 3, per_page: 2, total: 5 });
        expect(res.body.products.map((p: any) => p.productId)).toEqual([products[2]!.productId, products[1]!.productId]);
        expect(res.body.products[0].image_urls).toHaveLength(3);
      });

      test('sorts by price both ways', async () => {
        const { category } = await categoryWithPrices([5, 3, 9, 1, 7]);
        const asc = await h.request('GET', `/api/categoryDetails/${category.categoryID}?sort=price_asc&per_page=3`);
        expect(asc.body.products.map((p: any) => p.selling_price)).toEqual(['1', '3', '5']);
        const desc = await h.request('GET', `/api/categoryDetails/${category.categoryID}?sort=price_desc&page=2&per_page=3`);
        expect(desc.body.products.map((p: any) => p.selling_price)).toEqual(['3', '1']);
      });

      test('sort alone pages with the default size', async () => {
        const { category } = await categoryWithPrices(Array.from({ length: 12 }, (_, i) => i + 1));
        const res = await h.request('GET', `/api/categoryDetails/${category.categoryID}?sort=price_desc`);
        expect(res.body).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
        expect(res.body.products).toHaveLength(10);
        expect(res.body.products[0].selling_price).toBe('12');
      });

      test('a page past the end is 200 with no products', async () => {
        const { category } = await categoryWithPrices([5, 3]);
        const res = await h.request('GET', `/api/categoryDetails/${category.categoryID}?page=9&per_page=2`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ products: [], current_page: 9, last_page: 1, total: 2 });
      });
    });
  });
});
