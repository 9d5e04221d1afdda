import { currencyOf } from '@/lib/format/currency';
import type { ProductDetail } from '@/lib/domain/catalogue';
import { emptyRatingBreakdown } from '@/lib/domain/catalogue';
import type { SiteSettings } from '@/lib/site';
import { breadcrumbJsonLd, productJsonLd, productPageJsonLd, serializeJsonLd } from './json-ld';

const site: SiteSettings = {
  name: 'AgroMarket',
  url: 'https://shop.example',
  currency: currencyOf('NGN'),
  blogUrl: 'https://blog.example',
  contactEmail: 'hello@example.com',
  supportEmail: 'support@example.com',
  sellerSignupUrl: 'https://sellers.example/signup',
};

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 'AGP0001',
    name: 'Yellow Maize',
    categoryId: 'AGC0001',
    categoryName: 'Grains',
    price: 1500,
    stock: 12,
    unit: 'bag',
    imageUrls: ['/media/product_images/maize-1.webp', '/media/product_images/maize-2.webp'],
    averageRating: 4.5,
    isActive: true,
    description: '<p>Dry <b>yellow</b> maize &amp; nothing else.</p><p>From Kaduna.</p>',
    sellerName: 'Kaduna Farms',
    sellerAddress: '1 Farm Road',
    reviewStats: { averageRating: 4.46, totalReviews: 7, breakdown: emptyRatingBreakdown() },
    ...overrides,
  };
}

describe('productJsonLd', () => {
  it('describes the product with absolute URLs and plain-text description', () => {
    expect(productJsonLd(product(), site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Yellow Maize',
      sku: 'AGP0001',
      url: 'https://shop.example/product/AGP0001',
      image: ['https://shop.example/media/product_images/maize-1.webp', 'https://shop.example/media/product_images/maize-2.webp'],
      description: 'Dry yellow maize & nothing else. From Kaduna.',
      category: 'Grains',
      offers: {
        '@type': 'Offer',
        price: '1500.00',
        priceCurrency: 'NGN',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/product/AGP0001',
        seller: { '@type': 'Organization', name: 'Kaduna Farms' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 7, bestRating: 5, worstRating: 1 },
    });
  });

  it('gives the price as a two-decimal string', () => {
    expect(productJsonLd(product({ price: 0.1 + 0.2 }), site).offers?.price).toBe('0.30');
    expect(productJsonLd(product({ price: 1.005 }), site).offers?.price).toBe('1.01');
    expect(productJsonLd(product({ price: 2499.5 }), site).offers?.price).toBe('2499.50');
  });

  it('is out of stock without stock or when the product is inactive', () => {
    expect(productJsonLd(product({ stock: 0 }), site).offers?.availability).toBe('https://schema.org/OutOfStock');
    expect(productJsonLd(product({ isActive: false }), site).offers?.availability).toBe('https://schema.org/OutOfStock');
  });

  it('offers nothing for a product whose price is not a number', () => {
    expect(productJsonLd(product({ price: null }), site)).not.toHaveProperty('offers');
  });

  it("leaves the Product out of a page's data when it has neither a price nor reviews (Google refuses such a Product)", () => {
    const crumbs = [{ name: 'Home', path: '/' }];
    const unreviewed = { averageRating: 0, totalReviews: 0, breakdown: emptyRatingBreakdown() };
    expect(productPageJsonLd(product({ price: null, reviewStats: unreviewed }), crumbs, site).map((ld) => ld['@type'])).toEqual(['BreadcrumbList']);
    expect(productPageJsonLd(product({ reviewStats: unreviewed }), crumbs, site).map((ld) => ld['@type'])).toEqual(['Product', 'BreadcrumbList']);
    expect(productPageJsonLd(product({ price: null }), crumbs, site).map((ld) => ld['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });

  it('claims no rating without reviews, or when the average is missing', () => {
    const unreviewed = { averageRating: 0, totalReviews: 0, breakdown: emptyRatingBreakdown() };
    expect(productJsonLd(product({ reviewStats: unreviewed }), site)).not.toHaveProperty('aggregateRating');
    const noAverage = { averageRating: 0, totalReviews: 3, breakdown: emptyRatingBreakdown() };
    expect(productJsonLd(product({ reviewStats: noAverage }), site)).not.toHaveProperty('aggregateRating');
  });

  it('keeps the rating on the 5-star scale', () => {
    const over = { averageRating: 7, totalReviews: 1, breakdown: emptyRatingBreakdown() };
    expect(productJsonLd(product({ reviewStats: over }), site).aggregateRating?.ratingValue).toBe(5);
  });

  it('leaves out what the provider did not give', () => {
    const ld = productJsonLd(product({ imageUrls: [], description: '  <p> </p>', categoryName: '', sellerName: null }), site);
    expect(ld).not.toHaveProperty('image');
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('category');
    expect(ld.offers).not.toHaveProperty('seller');
  });

  it('encodes the id in the URL but keeps it as the sku', () => {
    const ld = productJsonLd(product({ id: 'AGP 1/2' }), site);
    expect(ld.url).toBe('https://shop.example/product/AGP%201%2F2');
    expect(ld.sku).toBe('AGP 1/2');
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 with absolute URLs', () => {
    const crumbs = [
      { name: 'Home', path: '/' },
      { name: 'Grains', path: '/category/AGC0001?catname=Grains%20%26%20Cereals' },
    ];
    expect(breadcrumbJsonLd(crumbs, site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
        { '@type': 'ListItem', position: 2, name: 'Grains', item: 'https://shop.example/category/AGC0001?catname=Grains%20%26%20Cereals' },
      ],
    });
  });
});

describe('serializeJsonLd', () => {
  it('escapes characters that could end the script element, and parses back unchanged', () => {
    const name = '</script><script>alert(1)</script> & <!-- \u2028\u2029';
    const json = serializeJsonLd(productJsonLd(product({ name }), site));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect((JSON.parse(json) as { name: string }).name).toBe(name);
  });
});
