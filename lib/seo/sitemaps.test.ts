import type { Category, ProductSummary } from '@/lib/domain/catalogue';
import type { Page } from '@/lib/domain/page';
import { viewAllcategory } from '@/lib/provider/categories';
import { allProducts } from '@/lib/provider/products';
import { PRODUCTS_PER_SITEMAP, sitemapEntries, sitemapIds, sitemapPath } from './sitemaps';

jest.mock('@/lib/provider/products', () => ({ allProducts: jest.fn() }));
jest.mock('@/lib/provider/categories', () => ({ viewAllcategory: jest.fn() }));

const mockedAllProducts = jest.mocked(allProducts);
const mockedCategories = jest.mocked(viewAllcategory);
const HOURLY = { next: { revalidate: 3600 } };

function product(id: string, isActive = true): ProductSummary {
  return { id, name: id, categoryId: 'AGC1', categoryName: 'Grains', price: 1, stock: 1, unit: '', imageUrls: [], averageRating: 0, isActive };
}

function page(items: ProductSummary[], total: number): Page<ProductSummary> {
  return { items, page: 1, lastPage: 1, perPage: items.length, total };
}

const category = (id: string, name: string): Category => ({ id, name, imageUrl: null, description: '' });

beforeEach(() => {
  process.env.SITE_URL = 'https://shop.example';
  jest.resetAllMocks();
});

describe('sitemapIds', () => {
  it.each([
    [0, [0]],
    [1, [0, 1]],
    [PRODUCTS_PER_SITEMAP, [0, 1]],
    [PRODUCTS_PER_SITEMAP + 1, [0, 1, 2]],
    [120_000, Array.from({ length: 121 }, (_, i) => i)],
  ])('%d products: sitemaps %j, from one one-product call', async (total, ids) => {
    mockedAllProducts.mockResolvedValue(page([], total));
    await expect(sitemapIds()).resolves.toEqual(ids);
    expect(mockedAllProducts).toHaveBeenCalledTimes(1);
    expect(mockedAllProducts).toHaveBeenCalledWith({ page: 1, perPage: 1 }, HOURLY);
  });
});

describe('sitemapEntries', () => {
  it('0: the fixed pages, then every category', async () => {
    mockedCategories.mockResolvedValue([category('AGC1', 'Nuts & Seeds'), category('AGC2', 'Fruits')]);
    const urls = (await sitemapEntries(0)).map((e) => e.url);
    expect(urls.slice(0, 3)).toEqual(['https://shop.example/', 'https://shop.example/allproduct', 'https://shop.example/allcategory']);
    expect(urls).toEqual(expect.arrayContaining(['getting-started', 'data-privacy'].map((slug) => `https://shop.example/faq/${slug}`)));
    expect(urls).toEqual(expect.arrayContaining(['https://shop.example/services/business', 'https://shop.example/terms-of-service']));
    expect(urls.slice(-2)).toEqual([
      'https://shop.example/category/AGC1?catname=Nuts+%26+Seeds',
      'https://shop.example/category/AGC2?catname=Fruits',
    ]);
    expect(mockedCategories).toHaveBeenCalledWith(HOURLY);
  });

  it('n: the active products of provider page n', async () => {
    mockedAllProducts.mockResolvedValue(page([product('AGP1'), product('AGP2', false), product('AGP3')], 3));
    expect(await sitemapEntries(2)).toEqual([{ url: 'https://shop.example/product/AGP1' }, { url: 'https://shop.example/product/AGP3' }]);
    expect(mockedAllProducts).toHaveBeenCalledWith({ page: 2, perPage: PRODUCTS_PER_SITEMAP }, HOURLY);
  });

  it('no URL holds a character Next would have to escape in XML', async () => {
    mockedCategories.mockResolvedValue([category('AGC<1>', `Tom & Jerry's "best"`)]);
    for (const { url } of await sitemapEntries(0)) expect(url).not.toMatch(/[&<>"]/);
  });
});

describe('sitemapPath', () => {
  it('is where Next serves app/sitemaps/sitemap.ts', () => {
    expect(sitemapPath(3)).toBe('/sitemaps/sitemap/3.xml');
  });
});
