import 'server-only';
import { z } from 'zod';
import type { ProductDetail, ProductSort, ProductSummary } from '@/lib/domain/catalogue';
import { emptyPage, type Page } from '@/lib/domain/page';
import { apiPath, orOnNotFound, providerRequest, type FetchCache } from './http';
import { pageFields, toPage, validRows } from './schemas/common';
import { productDetailSchema, productSummarySchema } from './schemas/products';

const productList = validRows(productSummarySchema, 'product');

export interface ProductPageParams {
  page?: number;
  perPage?: number;
  sort?: ProductSort;
}

/** Every product, newest first, a page at a time; an empty page (the provider's 404) is no error. */
export function allProducts(params: ProductPageParams = {}, cache?: FetchCache): Promise<Page<ProductSummary>> {
  const { page = 1, perPage = 10, sort } = params;
  const schema = z
    .object({ data: z.object({ products: productList, ...pageFields }) })
    .transform(({ data }) => toPage(data.products, data));
  const request = providerRequest({ path: '/allProducts', query: { page, per_page: perPage, sort }, schema, cache });
  return orOnNotFound(request, emptyPage<ProductSummary>(page, perPage));
}

export interface SearchParams {
  query: string;
  page?: number;
  perPage?: number;
}

/** Unlike allProducts, here `data` is the list itself and the paginator fields sit beside it. */
export function searchProducts(params: SearchParams, cache?: FetchCache): Promise<Page<ProductSummary>> {
  const { query, page = 1, perPage = 10 } = params;
  const schema = z.object({ data: productList, ...pageFields }).transform((body) => toPage(body.data, body));
  const request = providerRequest({
    path: '/searchProducts',
    query: { search_query: query, page, per_page: perPage },
    schema,
    cache,
  });
  return orOnNotFound(request, emptyPage<ProductSummary>(page, perPage));
}

/** The product page's data, or null for an unknown product. */
export function productDetails(productId: string, cache?: FetchCache): Promise<ProductDetail | null> {
  const schema = z.object({ data: productDetailSchema }).transform((body) => body.data);
  return orOnNotFound(providerRequest({ path: apiPath`/productDetails/${productId}`, schema, cache }), null);
}

/** A product without seller or review data, or null for an unknown product. */
export function viewProduct(productId: string, cache?: FetchCache): Promise<ProductSummary | null> {
  const schema = z.object({ data: z.object({ product: productSummarySchema }) }).transform((body) => body.data.product);
  return orOnNotFound(providerRequest({ path: apiPath`/viewProduct/${productId}`, schema, cache }), null);
}

/** Products added in the last 48 hours (at most 5). */
export async function hotDeals(cache?: FetchCache): Promise<ProductSummary[]> {
  const schema = z.object({ hot_deals: productList });
  return (await providerRequest({ path: '/hotDeals', schema, cache })).hot_deals;
}

export async function popularProducts(cache?: FetchCache): Promise<ProductSummary[]> {
  const schema = z.object({ popular_products: productList });
  return (await providerRequest({ path: '/popularProducts', schema, cache })).popular_products;
}
