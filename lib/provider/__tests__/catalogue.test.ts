import { categoryDetails, popularCategories, viewAllcategory, viewCategory } from '../categories';
import { allProducts, hotDeals, popularProducts, productDetails, searchProducts, viewProduct } from '../products';
import { getProductFeedbacks, submitProductFeedback } from '../reviews';
import {
  APP,
  categoryRow,
  feedbacksEmpty,
  feedbacksWithReviews,
  productDetails as productDetailsBody,
  productImage,
  productRow,
} from './support/contract-shapes';
import { answer, jsonBody, onlyRequest, withMockProvider } from './support/fetch-mock';

withMockProvider();

const TOMATOES = {
  id: 'AGP123456',
  name: 'Fresh Tomatoes',
  categoryId: 'AGC123',
  categoryName: 'Vegetables',
  price: 1500,
  stock: 40,
  unit: 'basket',
  imageUrls: ['/media/product_images/123.jpg', '/media/product_images/456.png'],
  averageRating: 0,
  isActive: true,
};

describe('categories', () => {
  it('viewAllcategory: image from image_urls when there is no full_image_path', async () => {
    const requests = answer(200, { message: 'All categories fetched successfully.', categories: [categoryRow] });
    await expect(viewAllcategory({ next: { revalidate: 10 } })).resolves.toEqual([
      { id: 'AGC123', name: 'Vegetables', imageUrl: '/media/category_image/1710282384.png', description: 'Leafy and fruiting vegetables' },
    ]);
    expect(onlyRequest(requests).init.next).toEqual({ revalidate: 10 });
  });

  it('prefers full_image_path over image_urls', async () => {
    const row = { ...categoryRow, full_image_path: `${APP}/uploads/category_image/preferred.png` };
    answer(200, { message: 'All categories fetched successfully.', categories: [row] });
    expect((await viewAllcategory())[0]?.imageUrl).toBe('/media/category_image/preferred.png');
  });

  it('viewCategory: the category, or null on 404', async () => {
    answer(200, { message: 'Category fetched successfully.', category: categoryRow });
    expect((await viewCategory('AGC123'))?.name).toBe('Vegetables');
    answer(404, { message: 'Category not found.' });
    await expect(viewCategory('AGC999')).resolves.toBeNull();
  });

  it('popularCategories: with their product counts (string or number)', async () => {
    const popular = [{ ...categoryRow, products_count: '12', full_image_path: `${APP}/uploads/category_image/1710282384.png` }];
    answer(200, { message: 'Popular categories fetched successfully.', popular_categories: popular });
    expect(await popularCategories()).toEqual([expect.objectContaining({ id: 'AGC123', productsCount: 12 })]);
  });

  it('categoryDetails without paging: every product as one page', async () => {
    const requests = answer(200, {
      message: 'Category details fetched successfully.',
      category_name: 'Vegetables',
      category_image: `${APP}/uploads/category_image/1710282384.png`,
      products: [productRow(), productRow({ productId: 'AGP654321', product_name: 'Okra' })],
    });
    const details = await categoryDetails('AGC123');
    expect(onlyRequest(requests).url.search).toBe('');
    expect(details).toEqual({
      categoryId: 'AGC123',
      name: 'Vegetables',
      imageUrl: '/media/category_image/1710282384.png',
      products: { items: [TOMATOES, { ...TOMATOES, id: 'AGP654321', name: 'Okra' }], page: 1, lastPage: 1, perPage: 2, total: 2 },
    });
  });

  it("categoryDetails with the sandbox's paging and sort", async () => {
    const requests = answer(200, {
      message: 'Category details fetched successfully.',
      category_name: 'Vegetables',
      category_image: null,
      products: [productRow()],
      current_page: 2,
      last_page: 3,
      per_page: 1,
      total: 3,
    });
    const details = await categoryDetails('AGC123', { page: 2, perPage: 1, sort: 'price_asc' });
    expect(onlyRequest(requests).url.search).toBe('?page=2&per_page=1&sort=price_asc');
    expect(details?.products).toMatchObject({ page: 2, lastPage: 3, perPage: 1, total: 3 });
    expect(details?.imageUrl).toBeNull();
  });

  it('categoryDetails: an empty category is 200 with no products; an unknown one is null', async () => {
    answer(200, { message: 'Category details fetched successfully.', category_name: 'Nuts', category_image: null, products: [] });
    expect((await categoryDetails('AGC124'))?.products.items).toEqual([]);
    answer(404, { message: 'Category not found.' });
    await expect(categoryDetails('AGC999')).resolves.toBeNull();
  });

  it('accepts product_id where category pages name it so', async () => {
    const { productId: _omitted, ...row } = productRow();
    answer(200, { message: 'ok', category_name: 'Vegetables', category_image: null, products: [{ ...row, product_id: 'AGP777777' }] });
    expect((await categoryDetails('AGC123'))?.products.items[0]?.id).toBe('AGP777777');
  });
});

describe('products', () => {
  it('allProducts: string numbers become numbers, paging fields are read', async () => {
    const requests = answer(200, {
      message: 'All products fetched successfully.',
      // allProducts is the one endpoint that filters out the empty image entry.
      data: { products: [productRow({ image_urls: [productImage('123.jpg'), productImage('456.png')] })], current_page: 1, last_page: 3, per_page: '10', total: 25 },
    });
    await expect(allProducts({ page: 1, perPage: 10 })).resolves.toEqual({ items: [TOMATOES], page: 1, lastPage: 3, perPage: 10, total: 25 });
    expect(onlyRequest(requests).url.search).toBe('?page=1&per_page=10');
  });

  it('allProducts: the 404 for an empty page is an empty page, not an error', async () => {
    answer(404, { message: 'No products found.' });
    await expect(allProducts({ page: 4, perPage: 10 })).resolves.toEqual({ items: [], page: 4, lastPage: 3, perPage: 10, total: 0 });
  });

  it("a price that is not a number reads as null, never NaN, and the product stays (spec: 'Invalid input')", async () => {
    const page = { current_page: 1, last_page: 1, per_page: 10, total: 3 };
    for (const price of ['abc', '', null, '1,500']) {
      answer(200, { message: 'ok', data: { products: [productRow({ selling_price: price })], ...page } });
      expect((await allProducts()).items.map((item) => item.price)).toEqual([null]);
    }
  });

  it('a malformed product row is left out of its page, and the rest of the page stays', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const rows = [productRow({ productId: 'AGP1' }), productRow({ productId: 'AGP2', quantityin_stock: '' }), productRow({ productId: 'AGP3' })];
    answer(200, { message: 'ok', data: { products: rows, current_page: 1, last_page: 1, per_page: 10, total: 3 } });
    expect((await allProducts()).items.map((item) => item.id)).toEqual(['AGP1', 'AGP3']);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/^\[provider\] left out product 1: /));
    answer(200, { category_name: 'Vegetables', category_image: null, products: rows, current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect((await categoryDetails('AGC123', { page: 1, perPage: 10 }))?.products.items.map((item) => item.id)).toEqual(['AGP1', 'AGP3']);
  });

  it('a page that is not a list is still an invalid answer', async () => {
    answer(200, { message: 'ok', data: { products: 'none', current_page: 1, last_page: 1, per_page: 10, total: 0 } });
    await expect(allProducts()).rejects.toMatchObject({ kind: 'invalid_response', status: 502 });
  });

  it('other failures of allProducts stay errors', async () => {
    answer(500, { message: 'Server error. Please try again later.' });
    await expect(allProducts()).rejects.toMatchObject({ kind: 'rejected', status: 500 });
  });

  it('searchProducts: `data` is the list and the paging fields sit beside it', async () => {
    const requests = answer(200, { message: 'Products found.', data: [productRow()], current_page: 1, last_page: 1, per_page: 10, total: 1 });
    await expect(searchProducts({ query: 'tom & jerry' })).resolves.toEqual({ items: [TOMATOES], page: 1, lastPage: 1, perPage: 10, total: 1 });
    expect(onlyRequest(requests).url.searchParams.get('search_query')).toBe('tom & jerry');
  });

  it('searchProducts: 404 is no results', async () => {
    answer(404, { message: 'No products found matching the search criteria.' });
    await expect(searchProducts({ query: 'zzz', page: 1, perPage: 10 })).resolves.toMatchObject({ items: [], total: 0 });
  });

  it('productDetails: seller, review stats, category name fallback for the real null', async () => {
    const requests = answer(200, productDetailsBody);
    const detail = await productDetails('AGP123456', { next: { revalidate: 10 } });
    expect(onlyRequest(requests).url.pathname).toBe('/api/productDetails/AGP123456');
    expect(detail).toEqual({
      ...TOMATOES,
      categoryName: 'Vegetables',
      description: '<p>Ripe <b>Jos</b> tomatoes</p>',
      sellerName: 'Adaeze',
      sellerAddress: 'Enugu',
      reviewStats: { averageRating: 4.5, totalReviews: 2, breakdown: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 } },
    });
  });

  it("productDetails: the sandbox's category_name wins; missing seller is null", async () => {
    const body = {
      message: 'Product found.',
      data: { ...productDetailsBody.data, product: { ...productDetailsBody.data.product, category_name: 'Fresh Vegetables' }, sellerInfo: { name: null, address: null } },
    };
    answer(200, body);
    expect(await productDetails('AGP123456')).toMatchObject({ categoryName: 'Fresh Vegetables', sellerName: null, sellerAddress: null });
  });

  it('productDetails: stock the provider has sold past (it checks no floor) reads as none left', async () => {
    answer(200, { ...productDetailsBody, data: { ...productDetailsBody.data, product: { ...productDetailsBody.data.product, quantityin_stock: '-3' } } });
    expect(await productDetails('AGP123456')).toMatchObject({ stock: 0 });
  });

  it('productDetails: 404 is null', async () => {
    answer(404, { message: 'Product not found.' });
    await expect(productDetails('AGP000000')).resolves.toBeNull();
  });

  it('viewProduct: the product, or null', async () => {
    answer(200, { message: 'Product found.', data: { product: productRow() } });
    await expect(viewProduct('AGP123456')).resolves.toEqual(TOMATOES);
    answer(404, { message: 'Product not found.' });
    await expect(viewProduct('AGP000000')).resolves.toBeNull();
  });

  it('hotDeals: full_image_path is asset() over the whole comma string', async () => {
    const { image_urls: _none, ...row } = productRow();
    answer(200, { message: 'Hot deals fetched successfully.', hot_deals: [{ ...row, full_image_path: productImage('123.jpg,456.png,') }] });
    expect((await hotDeals())[0]?.imageUrls).toEqual(['/media/product_images/123.jpg', '/media/product_images/456.png']);
  });

  it('popularProducts: with the bogus trailing image entry dropped', async () => {
    answer(200, { message: 'Popular products fetched successfully.', popular_products: [{ ...productRow(), orders_count: 4, average_rating: '4.5' }] });
    expect(await popularProducts()).toEqual([{ ...TOMATOES, averageRating: 4.5 }]);
  });
});

describe('reviews', () => {
  it('getProductFeedbacks: string ratings, missing reviewer, stats', async () => {
    const requests = answer(200, feedbacksWithReviews);
    const reviews = await getProductFeedbacks('AGP123456', 1);
    expect(onlyRequest(requests).url.search).toBe('?page=1');
    expect(reviews).toEqual({
      stats: { averageRating: 4.5, totalReviews: 2, breakdown: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 } },
      reviews: {
        items: [
          { id: 11, rating: 5, feedback: 'Very fresh', createdAt: '2024-06-12T09:00:00.000000Z', buyerName: 'Chinedu' },
          { id: 10, rating: 4, feedback: '', createdAt: '2024-06-11T09:00:00.000000Z', buyerName: null },
        ],
        page: 1,
        lastPage: 1,
        perPage: 10,
        total: 2,
      },
    });
  });

  it('getProductFeedbacks: no reviews, and an unknown product', async () => {
    answer(200, feedbacksEmpty);
    expect(await getProductFeedbacks('AGP123456')).toMatchObject({ reviews: { items: [], total: 0 }, stats: { totalReviews: 0 } });
    answer(404, { success: false, message: 'Product not found with ID: AGP0' });
    await expect(getProductFeedbacks('AGP0')).resolves.toBeNull();
  });

  it('submitProductFeedback: posts the review with the token; refusals keep their message', async () => {
    const requests = answer(201, {
      message: 'Thank you! Your feedback has been submitted successfully.',
      feedback: { productId: 'AGP123456', rating: 5, buyerId: 'AGB12345678' },
    });
    await expect(submitProductFeedback('1|tok', { productId: 'AGP123456', rating: 5, feedback: 'Great' })).resolves.toEqual({
      message: 'Thank you! Your feedback has been submitted successfully.',
    });
    const request = onlyRequest(requests);
    expect(request.init.cache).toBe('no-store');
    expect(jsonBody(request)).toEqual({ productId: 'AGP123456', rating: 5, feedback: 'Great' });

    answer(403, { message: 'You can only provide feedback for products you have purchased.' });
    await expect(submitProductFeedback('1|tok', { productId: 'AGP1', rating: 5, feedback: '' })).rejects.toMatchObject({
      kind: 'rejected',
      status: 403,
      message: 'You can only provide feedback for products you have purchased.',
    });
  });
});
