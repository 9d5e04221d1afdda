import { Hono } from 'hono';
import { allCategories, findCategory, popularCategories } from '../catalogue/categories';
import { pageMeta, parsePaging } from '../catalogue/paging';
import {
  activeProductPage,
  activeProductsOfCategory,
  findProduct,
  hotDeals,
  parseSort,
  popularProducts,
  searchActiveProducts,
} from '../catalogue/products';
import { reviewStats, roundRating } from '../catalogue/reviews';
import { sellerInfo } from '../catalogue/sellers';
import type { Deps } from '../deps';
import { failPlain } from '../http/errors';
import type { AppEnv } from '../http/env';
import { productImageUrls, wholeStringImageUrl } from '../serialize/images';
import { categoryJson, productJson, productWithImages } from '../serialize/product';

const DEFAULT_PER_PAGE = 10;

/** Categories and products (contract 2.3 and 2.4): public, read-only. */
export function catalogueRoutes(deps: Deps): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const url = deps.config.publicUrl;

  r.get('/viewAllcategory', async (c) => {
    const categories = await allCategories(deps);
    return c.json({ message: 'All categories fetched successfully.', categories: categories.map((row) => categoryJson(row, url)) });
  });

  r.get('/viewCategory/:categoryID', async (c) => {
    const category = await findCategory(deps, c.req.param('categoryID'));
    if (!category) throw failPlain(404, 'Category not found.');
    return c.json({ message: 'Category fetched successfully.', category: categoryJson(category, url) });
  });

  r.get('/popularCategories', async (c) => {
    const popular = await popularCategories(deps);
    return c.json({
      message: 'Popular categories fetched successfully.',
      popular_categories: popular.map(({ category, productsCount }) => ({ ...categoryJson(category, url), products_count: productsCount })),
    });
  });

  r.get('/categoryDetails/:categoryID', async (c) => {
    const category = await findCategory(deps, c.req.param('categoryID'));
    if (!category) throw failPlain(404, 'Category not found.');
    const head = {
      message: 'Category details fetched successfully.',
      category_name: category.categoryName,
      category_image: categoryJson(category, url).full_image_path,
    };
    const query = c.req.query();
    // Without paging parameters the original shape: every product, no paginator fields.
    if (query.page === undefined && query.per_page === undefined && query.sort === undefined) {
      const products = await activeProductsOfCategory(deps, category.categoryID);
      return c.json({ ...head, products: products.map((row) => productWithImages(row, url)) });
    }
    const paging = parsePaging(query, DEFAULT_PER_PAGE);
    const { rows, total } = await activeProductPage(deps, { categoryID: category.categoryID, sort: parseSort(query.sort), paging });
    return c.json({ ...head, products: rows.map((row) => productWithImages(row, url)), ...pageMeta(paging, total) });
  });

  r.get('/allProducts', async (c) => {
    const query = c.req.query();
    const paging = parsePaging(query, DEFAULT_PER_PAGE);
    const { rows, total } = await activeProductPage(deps, { sort: parseSort(query.sort), paging });
    if (rows.length === 0) throw failPlain(404, 'No products found.');
    return c.json({
      message: 'All products fetched successfully.',
      data: { products: rows.map((row) => productWithImages(row, url, true)), ...pageMeta(paging, total) },
    });
  });

  r.get('/searchProducts', async (c) => {
    const query = c.req.query();
    const text = (query.search_query ?? '').trim();
    const paging = parsePaging(query, DEFAULT_PER_PAGE);
    const { rows, total } = text
      ? await searchActiveProducts(deps, text, paging)
      : await activeProductPage(deps, { sort: 'default', paging });
    if (rows.length === 0) throw failPlain(404, 'No products found matching the search criteria.');
    // Unlike allProducts, `data` is the list itself and the paginator fields sit beside it.
    return c.json({ message: 'Products found.', data: rows.map((row) => productWithImages(row, url)), ...pageMeta(paging, total) });
  });

  r.get('/productDetails/:productId', async (c) => {
    const product = await findProduct(deps.db, c.req.param('productId'));
    if (!product) throw failPlain(404, 'Product not found.');
    const [category, seller, stats] = await Promise.all([
      findCategory(deps, product.categoryID),
      sellerInfo(deps, product.sellerId),
      reviewStats(deps.db, product.productId),
    ]);
    return c.json({
      message: 'Product found.',
      data: {
        product: { ...productWithImages(product, url), category_name: category?.categoryName ?? product.product_category },
        sellerInfo: seller,
        reviewStats: { average_rating: roundRating(stats.average), total_reviews: stats.total, rating_breakdown: stats.breakdown },
      },
    });
  });

  r.get('/viewProduct/:productId', async (c) => {
    const product = await findProduct(deps.db, c.req.param('productId'));
    if (!product) throw failPlain(404, 'Product not found.');
    return c.json({ message: 'Product found.', data: { product: productWithImages(product, url) } });
  });

  r.get('/hotDeals', async (c) => {
    const deals = await hotDeals(deps);
    return c.json({
      message: 'Hot deals fetched successfully.',
      hot_deals: deals.map((row) => ({ ...productJson(row), full_image_path: wholeStringImageUrl(url, row.product_image) })),
    });
  });

  r.get('/popularProducts', async (c) => {
    const popular = await popularProducts(deps);
    return c.json({
      message: 'Popular products fetched successfully.',
      popular_products: popular.map(({ product, unitsSold }) => ({
        ...productJson(product),
        orders_count: unitsSold,
        image_urls: productImageUrls(url, product.product_image, false),
      })),
    });
  });

  return r;
}
