import fs from 'node:fs';
import path from 'node:path';
import type { Category, Product, Seller } from '../src/db/schema';
import { createCategory, createProduct, createSeller } from './support/fixtures';
import { suiteHarness, TEST_ADMIN_TOKEN, TEST_PUBLIC_URL } from './support/harness';

const PRODUCT_FILES = [
  'AGP100001-1.webp', 'AGP100001-2.webp', 'AGP100002-1.webp', 'AGP100003-1.webp', 'AGP100003-2.webp',
  'AGP100003-3.webp', 'AGP100004-1.webp', 'AGP100005-1.webp', 'AGP100005-2.webp',
];
const CATEGORY_FILES = ['AGC101-grains.webp', 'AGC102-tubers.webp'];
const XSS = `<img src=x onerror="alert('xss')"><script>alert(1)</script><a href="javascript:alert(2)">tap</a>`;

const productUrl = (file: string) => `${TEST_PUBLIC_URL}/uploads/product_images/${file}`;
const categoryUrl = (file: string) => `${TEST_PUBLIC_URL}/uploads/category_image/${file}`;

describe('console API: catalogue arrangement', () => {
  const h = suiteHarness();
  let seller: Seller;
  let otherSeller: Seller;
  let category: Category;
  let existing: Product;

  const uploads = (dir: string) => path.join(h.dataDir, 'uploads', dir);
  const admin = (method: string, url: string, json?: unknown) => h.request(method, `/sandbox/api${url}`, { token: TEST_ADMIN_TOKEN, json });
  const productRow = (productId: string) => h.deps.db.selectFrom('products').selectAll().where('productId', '=', productId).executeTakeFirstOrThrow();
  const newProduct = async (fields: Record<string, unknown> = {}) => {
    const res = await admin('POST', '/products', {
      categoryID: category.categoryID,
      product_name: 'Arranged Ofada Rice',
      product_description: '<p>Stone-free local rice.</p>',
      selling_price: 9.5,
      quantityin_stock: 30,
      ...fields,
    });
    expect(res.status).toBe(201);
    return res.body.product;
  };

  beforeAll(async () => {
    // Fixture rows first: their ids are counters, the API draws random ones and checks only its own.
    seller = await createSeller(h.deps, { firstname: 'Halima', lastname: 'Bello' });
    otherSeller = await createSeller(h.deps, { firstname: 'Tunde', lastname: 'Ade', city: 'Ibadan', state: 'Oyo' });
    category = await createCategory(h.deps, { categoryName: 'Grains' });
    existing = await createProduct(h.deps, { category, seller });
    // Stand-ins for the seed's rendered images, plus a file that is not an image.
    for (const [dir, files] of [['product_images', PRODUCT_FILES], ['category_image', CATEGORY_FILES]] as const) {
      fs.mkdirSync(uploads(dir), { recursive: true });
      for (const file of [...files].reverse()) fs.writeFileSync(path.join(uploads(dir), file), 'webp');
      fs.writeFileSync(path.join(uploads(dir), '.gitkeep'), '');
    }
  });

  describe('authorisation', () => {
    const calls: [string, string][] = [
      ['POST', '/sandbox/api/categories'],
      ['POST', '/sandbox/api/products'],
      ['PATCH', '/sandbox/api/products/AGP100001'],
      ['POST', '/sandbox/api/products/AGP100001/reviews'],
    ];
    test.each(calls)('%s %s: 401 without the admin token or with a wrong one, writing nothing', async (method, url) => {
      const before = await h.deps.db.selectFrom('products').select('updated_at').execute();
      const json = { name: 'Spices', categoryID: category.categoryID, product_name: 'X', rating: 5, feedback: 'Fine.' };
      for (const headers of [{}, { Authorization: 'Bearer wrong-token' }] as Record<string, string>[]) {
        const res = await h.request(method, url, { headers, json });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: 'Unauthenticated.' });
      }
      expect(await h.deps.db.selectFrom('products').select('updated_at').execute()).toEqual(before);
    });
  });

  describe('POST /sandbox/api/categories', () => {
    test('201 with the category as viewAllcategory answers it, reusing the first seeded image', async () => {
      h.setNow(new Date('2025-03-01T10:00:00Z'));
      const res = await admin('POST', '/categories', { name: '  Empty shelf  ', description: 'Nothing here yet.' });

      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: true, message: 'Category created' });
      const created = res.body.category;
      expect(created).toEqual({
        id: expect.any(Number),
        created_at: '2025-03-01T10:00:00.000000Z',
        updated_at: '2025-03-01T10:00:00.000000Z',
        categoryID: expect.stringMatching(/^AGC[1-9]\d{2}$/),
        categoryName: 'Empty shelf',
        categoryDescription: 'Nothing here yet.',
        categoryImage: 'AGC101-grains.webp',
        quantity_instock: null,
        quantity_sold: null,
        image_urls: [categoryUrl('AGC101-grains.webp')],
        full_image_path: categoryUrl('AGC101-grains.webp'),
      });

      const all = await h.request('GET', '/api/viewAllcategory');
      expect(all.body.categories).toContainEqual(created);
      const details = await h.request('GET', `/api/categoryDetails/${created.categoryID}`);
      expect(details.status).toBe(200);
      expect(details.body).toEqual({
        message: 'Category details fetched successfully.',
        category_name: 'Empty shelf',
        category_image: categoryUrl('AGC101-grains.webp'),
        products: [],
      });
    });

    test('image false stores none; description defaults to empty', async () => {
      const res = await admin('POST', '/categories', { name: 'No picture', image: false });
      expect(res.status).toBe(201);
      expect(res.body.category).toMatchObject({ categoryName: 'No picture', categoryDescription: '', categoryImage: '' });
    });

    test('ids are unique', async () => {
      const ids = [];
      for (let i = 0; i < 20; i++) ids.push((await admin('POST', '/categories', { name: `Shelf ${i}`, image: false })).body.category.categoryID);
      expect(new Set(ids).size).toBe(20);
    });

    test.each([
      [{}, { name: ['The name field is required.'] }],
      [{ name: '   ' }, { name: ['The name field is required.'] }],
      [{ name: 'x'.repeat(256) }, { name: ['The name field must not be greater than 255 characters.'] }],
      [{ name: 'Herbs', image: 'yes' }, { image: ['The image field must be true or false.'] }],
      [{ name: 'Herbs', categoryImage: 'a.png' }, { _: ['Unknown field: categoryImage.'] }],
    ])('422 for %j', async (json, errors) => {
      const res = await admin('POST', '/categories', json);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(errors);
      expect(res.body.message).toBe(Object.values(errors)[0]![0]);
    });

    test('409 when there is no seeded category image to reuse', async () => {
      fs.renameSync(uploads('category_image'), uploads('category_image.away'));
      try {
        const res = await admin('POST', '/categories', { name: 'Herbs' });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('Only 0 images in uploads/category_image to reuse, 1 asked for: seed the sandbox with images first.');
      } finally {
        fs.renameSync(uploads('category_image.away'), uploads('category_image'));
      }
    });
  });

  describe('POST /sandbox/api/products', () => {
    test('201 with the row viewProduct answers; HTML is stored as given; the public endpoints list it', async () => {
      h.setNow(new Date('2025-03-02T08:30:00Z'));
      const res = await admin('POST', '/products', {
        categoryID: category.categoryID,
        product_name: `Yam ${XSS}`,
        product_description: `<p>Fresh</p>${XSS}`,
        selling_price: '12.50',
        quantityin_stock: 0,
        unit: 'tuber',
        seller: otherSeller.sellerId,
      });

      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ status: true, message: 'Product created' });
      const product = res.body.product;
      expect(product).toEqual({
        id: expect.any(Number),
        productId: expect.stringMatching(/^AGP[1-9]\d{5}$/),
        sellerId: otherSeller.sellerId,
        product_name: `Yam ${XSS}`,
        categoryID: category.categoryID,
        product_category: 'Grains',
        cost_price: '10',
        selling_price: '12.5',
        quantityin_stock: '0',
        quantity_sold: '0',
        unit: 'tuber',
        productWeight: '1',
        product_description: `<p>Fresh</p>${XSS}`,
        product_image: 'AGP100001-1.webp,',
        is_active: 1,
        views: 0,
        average_rating: '0',
        created_at: '2025-03-02T08:30:00.000000Z',
        updated_at: '2025-03-02T08:30:00.000000Z',
        image_urls: [productUrl('AGP100001-1.webp'), productUrl('')],
      });

      const view = await h.request('GET', `/api/viewProduct/${product.productId}`);
      expect(view.body.data.product).toEqual(product);
      const details = await h.request('GET', `/api/productDetails/${product.productId}`);
      expect(details.body.data).toEqual({
        product: { ...product, category_name: 'Grains' },
        sellerInfo: { name: 'Tunde Ade', address: 'Ibadan, Oyo' },
        reviewStats: { average_rating: 0, total_reviews: 0, rating_breakdown: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } },
      });
      const inCategory = await h.request('GET', `/api/categoryDetails/${category.categoryID}`);
      expect(inCategory.body.products[0]).toEqual(product);
      const all = await h.request('GET', '/api/allProducts');
      expect(all.body.data.products[0]).toEqual({ ...product, image_urls: [productUrl('AGP100001-1.webp')] });
      const feedbacks = await h.request('GET', `/api/getProductFeedbacks/${product.productId}`);
      expect(feedbacks.body.product).toEqual({ productId: product.productId, product_name: `Yam ${XSS}`, average_rating: 0, total_reviews: 0 });
    });

    test('defaults: one image, unit kg, the first seller', async () => {
      const product = await newProduct();
      expect(product).toMatchObject({ sellerId: seller.sellerId, unit: 'kg', product_image: 'AGP100001-1.webp,', selling_price: '9.5' });
    });

    test('up to eight images, reused in name order', async () => {
      const product = await newProduct({ images: 8 });
      const files = PRODUCT_FILES.slice(0, 8);
      expect(product.product_image).toBe(files.map((f) => `${f},`).join(''));
      const all = await h.request('GET', '/api/allProducts?per_page=1');
      expect(all.body.data.products[0].image_urls).toEqual(files.map(productUrl));
    });

    test('ids are unique', async () => {
      const ids = [];
      for (let i = 0; i < 10; i++) ids.push((await newProduct()).productId);
      expect(new Set(ids).size).toBe(10);
    });

    test('404 for an unknown category or seller, writing nothing', async () => {
      const count = async () => (await h.deps.db.selectFrom('products').select('id').execute()).length;
      const before = await count();
      const base = { product_name: 'Millet', product_description: 'Dry.', selling_price: 3, quantityin_stock: 5 };
      const noCategory = await admin('POST', '/products', { ...base, categoryID: 'AGC000' });
      expect(noCategory.status).toBe(404);
      expect(noCategory.body).toEqual({ message: 'Category not found.' });
      const noSeller = await admin('POST', '/products', { ...base, categoryID: category.categoryID, seller: 'AGS00000000' });
      expect(noSeller.status).toBe(404);
      expect(noSeller.body).toEqual({ message: 'Seller not found.' });
      expect(await count()).toBe(before);
    });

    test('422 lists every missing field', async () => {
      const res = await admin('POST', '/products', {});
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        categoryID: ['The categoryID field is required.'],
        product_name: ['The product name field is required.'],
        product_description: ['The product description field is required.'],
        selling_price: ['The selling price field is required.'],
        quantityin_stock: ['The quantityin stock field is required.'],
      });
      expect(res.body.message).toBe('The categoryID field is required. (and 4 more errors)');
    });

    test.each([
      [{ selling_price: 'cheap' }, { selling_price: ['The selling price field must be a number.'] }],
      [{ selling_price: 0 }, { selling_price: ['The selling price field must be at least 0.01.'] }],
      [{ selling_price: 1.999 }, { selling_price: ['The selling price field must have 0-2 decimal places.'] }],
      [{ quantityin_stock: -1 }, { quantityin_stock: ['The quantityin stock field must be at least 0.'] }],
      [{ quantityin_stock: 2.5 }, { quantityin_stock: ['The quantityin stock field must be an integer.'] }],
      [{ images: 0 }, { images: ['The images field must be at least 1.'] }],
      [{ images: 9 }, { images: ['The images field must not be greater than 8.'] }],
      [{ price: 4 }, { _: ['Unknown field: price.'] }],
    ])('422 for %j', async (fields, errors) => {
      const res = await admin('POST', '/products', {
        categoryID: category.categoryID,
        product_name: 'Millet',
        product_description: 'Dry.',
        selling_price: 3,
        quantityin_stock: 5,
        ...fields,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(errors);
    });

    test('409 when fewer seeded product images exist than asked for', async () => {
      fs.renameSync(uploads('product_images'), uploads('product_images.away'));
      fs.mkdirSync(uploads('product_images'));
      fs.writeFileSync(path.join(uploads('product_images'), 'AGP100001-1.webp'), 'webp');
      try {
        const res = await admin('POST', '/products', {
          categoryID: category.categoryID, product_name: 'Millet', product_description: 'Dry.', selling_price: 3, quantityin_stock: 5, images: 3,
        });
        expect(res.status).toBe(409);
        expect(res.body.message).toBe('Only 1 image in uploads/product_images to reuse, 3 asked for: seed the sandbox with images first.');
      } finally {
        fs.rmSync(uploads('product_images'), { recursive: true });
        fs.renameSync(uploads('product_images.away'), uploads('product_images'));
      }
    });
  });

  describe('PATCH /sandbox/api/products/{productId}', () => {
    test('200 with the changed row; productDetails and allProducts show it', async () => {
      const product = await newProduct();
      h.setNow(new Date('2025-03-05T12:00:00Z'));
      const res = await admin('PATCH', `/products/${product.productId}`, {
        product_name: 'Renamed rice',
        product_description: XSS,
        selling_price: 4.25,
        quantityin_stock: 0,
      });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: true,
        message: 'Product updated',
        product: {
          ...product,
          product_name: 'Renamed rice',
          product_description: XSS,
          selling_price: '4.25',
          quantityin_stock: '0',
          updated_at: '2025-03-05T12:00:00.000000Z',
        },
      });
      const details = await h.request('GET', `/api/productDetails/${product.productId}`);
      expect(details.body.data.product).toEqual({ ...res.body.product, category_name: 'Grains' });
      const all = await h.request('GET', '/api/allProducts?per_page=1');
      expect(all.body.data.products[0]).toMatchObject({ productId: product.productId, selling_price: '4.25', quantityin_stock: '0' });
    });

    test('is_active false hides the product from the listings; the product page still answers', async () => {
      const product = await newProduct();
      const off = await admin('PATCH', `/products/${product.productId}`, { is_active: false });
      expect(off.status).toBe(200);
      expect(off.body.product.is_active).toBe(0);

      const listed = async () => {
        const [all, inCategory] = await Promise.all([
          h.request('GET', '/api/allProducts?per_page=10000'),
          h.request('GET', `/api/categoryDetails/${category.categoryID}`),
        ]);
        return [all.body.data.products, inCategory.body.products].map((list: { productId: string }[]) => list.some((p) => p.productId === product.productId));
      };
      expect(await listed()).toEqual([false, false]);
      const details = await h.request('GET', `/api/productDetails/${product.productId}`);
      expect(details.status).toBe(200);
      expect(details.body.data.product.is_active).toBe(0);

      const on = await admin('PATCH', `/products/${product.productId}`, { is_active: '1' });
      expect(on.body.product.is_active).toBe(1);
      expect(await listed()).toEqual([true, true]);
    });

    test('404 for an unknown product', async () => {
      const res = await admin('PATCH', '/products/AGP000000', { quantityin_stock: 3 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found.' });
    });

    test.each([
      [{}, { _: ['Give at least one of product_name, product_description, selling_price, quantityin_stock or is_active.'] }],
      [{ selling_price: -2 }, { selling_price: ['The selling price field must be at least 0.01.'] }],
      [{ quantityin_stock: 'many' }, { quantityin_stock: ['The quantityin stock field must be an integer.'] }],
      [{ is_active: 'no' }, { is_active: ['The is active field must be true or false.'] }],
      [{ product_name: 'x'.repeat(256) }, { product_name: ['The product name field must not be greater than 255 characters.'] }],
      [{ categoryID: 'AGC101' }, { _: ['Unknown field: categoryID.'] }],
    ])('422 for %j, changing nothing', async (json, errors) => {
      const res = await admin('PATCH', `/products/${existing.productId}`, json);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(errors);
      expect(await productRow(existing.productId)).toEqual(existing);
    });
  });

  describe('POST /sandbox/api/products/{productId}/reviews', () => {
    test('201 with the review as getProductFeedbacks lists it; the averages follow', async () => {
      const product = await newProduct();
      h.setNow(new Date('2025-03-10T09:00:00Z'));
      const first = await admin('POST', `/products/${product.productId}/reviews`, { rating: 5, feedback: 'Clean grains.', buyer_name: 'Ngozi Obi' });

      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        status: true,
        message: 'Review added',
        review: {
          id: expect.any(Number),
          productId: product.productId,
          rating: '5',
          feedback: 'Clean grains.',
          created_at: '2025-03-10T09:00:00.000000Z',
          buyer: { id: expect.stringMatching(/^AGB[1-9]\d{7}$/), name: 'Ngozi Obi', profile_image: null },
        },
      });

      const second = await admin('POST', `/products/${product.productId}/reviews`, { rating: '2', feedback: XSS });
      expect(second.body.review.buyer.name).toBe('Sandbox Reviewer');
      expect(second.body.review.buyer.id).not.toBe(first.body.review.buyer.id);

      const feedbacks = await h.request('GET', `/api/getProductFeedbacks/${product.productId}`);
      expect(feedbacks.body.product).toEqual({ productId: product.productId, product_name: product.product_name, average_rating: 3.5, total_reviews: 2 });
      expect(feedbacks.body.stats.rating_breakdown).toEqual({ '5': 1, '4': 0, '3': 0, '2': 1, '1': 0 });
      expect(feedbacks.body.feedbacks.data).toEqual([second.body.review, first.body.review]);
      expect((await productRow(product.productId)).average_rating).toBe(3.5);
      const details = await h.request('GET', `/api/productDetails/${product.productId}`);
      expect(details.body.data.product.average_rating).toBe('3.5');
      expect(details.body.data.reviewStats).toMatchObject({ average_rating: 3.5, total_reviews: 2 });
    });

    test('buyer_name null is a review without a name, listed with none', async () => {
      const product = await newProduct();
      const nameless = await admin('POST', `/products/${product.productId}/reviews`, { rating: 4, feedback: 'Good.', buyer_name: null });
      expect(nameless.status).toBe(201);
      expect(nameless.body.review.buyer.name).toBeNull();
      const feedbacks = await h.request('GET', `/api/getProductFeedbacks/${product.productId}`);
      expect(feedbacks.body.feedbacks.data).toEqual([nameless.body.review]);
    });

    test('created_at dates the review, so it takes its place in the newest-first list', async () => {
      const product = await newProduct();
      h.setNow(new Date('2025-03-10T09:00:00Z'));
      const review = (json: Record<string, unknown>) => admin('POST', `/products/${product.productId}/reviews`, json);
      const today = await review({ rating: 4, feedback: 'Today.' });
      const older = await review({ rating: 3, feedback: 'Last week.', created_at: '2025-03-03T10:00:00+01:00' });
      const yesterday = await review({ rating: 1, feedback: 'Yesterday.', created_at: '2025-03-09T09:00:00Z' });

      expect(older.status).toBe(201);
      expect(older.body.review).toMatchObject({ feedback: 'Last week.', created_at: '2025-03-03T09:00:00.000000Z' });
      expect(yesterday.body.review).toMatchObject({ feedback: 'Yesterday.', created_at: '2025-03-09T09:00:00.000000Z' });
      const feedbacks = await h.request('GET', `/api/getProductFeedbacks/${product.productId}`);
      expect(feedbacks.body.feedbacks.data).toEqual([today.body.review, yesterday.body.review, older.body.review]);
    });

    test('404 for an unknown product', async () => {
      const res = await admin('POST', '/products/AGP000000/reviews', { rating: 4, feedback: 'Good.' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Product not found.' });
    });

    const notIso = { created_at: ['The created at field must be an ISO 8601 date and time, e.g. 2024-06-10T12:00:00Z.'] };
    test.each([
      [{}, { rating: ['The rating field is required.'], feedback: ['The feedback field is required.'] }],
      [{ rating: 6, feedback: 'Good.' }, { rating: ['The rating field must not be greater than 5.'] }],
      [{ rating: 0, feedback: 'Good.' }, { rating: ['The rating field must be at least 1.'] }],
      [{ rating: 4, feedback: 'x'.repeat(501) }, { feedback: ['The feedback field must not be greater than 500 characters.'] }],
      [{ rating: 4, feedback: 'Good.', created_at: 'last tuesday' }, notIso],
      [{ rating: 4, feedback: 'Good.', created_at: '2025-03-10' }, notIso],
      [{ rating: 4, feedback: 'Good.', created_at: '2025-03-10T09:00:01Z' }, { created_at: ['The created at field must be a date before or equal to now.'] }],
      [{ rating: 4, feedback: 'Good.', buyerId: 'AGB12345678' }, { _: ['Unknown field: buyerId.'] }],
    ])('422 for %j, writing nothing', async (json, errors) => {
      h.setNow(new Date('2025-03-10T09:00:00Z'));
      const before = (await h.deps.db.selectFrom('product_feedback').select('id').execute()).length;
      const res = await admin('POST', `/products/${existing.productId}/reviews`, json);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual(errors);
      expect((await h.deps.db.selectFrom('product_feedback').select('id').execute()).length).toBe(before);
    });
  });

  test('an arranged product is a hot deal while it is new', async () => {
    const product = await newProduct({ product_name: 'Fresh arrival' });
    const res = await h.request('GET', '/api/hotDeals');
    expect(res.body.hot_deals[0]).toMatchObject({ productId: product.productId, product_name: 'Fresh arrival' });
  });
});
