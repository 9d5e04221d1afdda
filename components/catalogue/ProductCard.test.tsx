import { US_DOLLAR } from '@/lib/format/currency';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ProductSummary } from '@/lib/domain/catalogue';
import { cardProduct } from './card-product';
import { ProductCard } from './ProductCard';

const product: ProductSummary = {
  id: 'AGP1',
  name: 'Ofada rice',
  categoryId: 'AGC1',
  categoryName: 'Grains & Cereals',
  price: 1234.5,
  stock: 4,
  unit: 'bag',
  imageUrls: ['/media/product_images/AGP1-1.webp'],
  averageRating: 4.26,
  isActive: true,
};

/** The card's server HTML, parsed (not installed as the page: next/image would think it ran in a browser). */
const render = (overrides: Partial<ProductSummary> = {}): Element =>
  JSDOM.fragment(renderToStaticMarkup(<ProductCard card={cardProduct({ ...product, ...overrides }, US_DOLLAR)} />)).firstElementChild!;

describe('ProductCard', () => {
  it('is one list item: picture, title linking to the product, category, rating and price line', () => {
    const card = render();
    expect(card.tagName).toBe('LI');
    expect(card.querySelector('h3 > a')?.getAttribute('href')).toBe('/product/AGP1');
    expect(card.querySelector('h3 > a')?.textContent).toBe('Ofada rice');
    expect(card.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(card.textContent).toContain('Grains & Cereals');
    expect(card.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Rating: 4.3 out of 5 stars');
    expect(card.querySelector('p:last-child')?.textContent).toBe('$1,234.50 / bag');
  });

  it('names a cut product in full for assistive technology and as a tooltip; a whole one needs no label', () => {
    const name = 'Fresh Ugu Leaves (Fluted Pumpkin) Bundle';
    const link = render({ name }).querySelector('h3 > a')!;
    expect(link.getAttribute('aria-label')).toBe(name);
    expect(link.getAttribute('title')).toBe(name);
    expect(link.textContent).toBe('Fresh Ugu Leaves (Fluted Pumpk…');
    expect(render().querySelector('h3 > a')?.hasAttribute('aria-label')).toBe(false);
  });

  it('flags a sold-out product and stands in for a missing picture', () => {
    const card = render({ stock: 0, imageUrls: [] });
    expect(card.textContent).toContain('Out of stock');
    expect(card.querySelector('img')).toBeNull();
    expect(card.textContent).toContain('No image');
  });

  it('carries only what it shows: its props are what the page payload repeats for every card', () => {
    const card = cardProduct({ ...product, description: 'A long seller text', sellerName: 'Ayo Farms' } as ProductSummary, US_DOLLAR);
    expect(card).toEqual({
      id: 'AGP1',
      name: 'Ofada rice',
      categoryName: 'Grains & Cereals',
      rating: 4.26,
      price: '$1,234.50',
      unit: 'bag',
      soldOut: false,
      picture: { src: expect.stringContaining('AGP1-1.webp'), srcSet: expect.stringContaining(' 640w'), loading: 'lazy' },
    });
    expect(card.picture?.srcSet).not.toMatch(/ 128w/); // narrower than the smallest card
  });

  it('loads a preloaded card picture at once and first, others lazily', () => {
    expect(cardProduct(product, US_DOLLAR, true).picture).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
    const lazy = render().querySelector('img')!;
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.hasAttribute('fetchpriority')).toBe(false);
    expect(lazy.getAttribute('sizes')).toContain('240px');
  });

  // React hints an eager <img> itself, in the HTML only: a prefetch of the listing fetches no picture.
  it('hints the preloaded picture in the head of the page that shows it, and no other', () => {
    const page = (preload: boolean) =>
      new JSDOM(
        renderToStaticMarkup(
          <html>
            {/* eslint-disable-next-line @next/next/no-head-element -- a whole document, rendered in a unit test */}
            <head />
            <body>
              <ul>
                <ProductCard card={cardProduct(product, US_DOLLAR, preload)} />
              </ul>
            </body>
          </html>,
        ),
      ).window.document;
    const hints = page(true).querySelectorAll('head link[rel="preload"][as="image"]');
    expect(hints).toHaveLength(1);
    expect(hints[0]!.getAttribute('imagesrcset')).toContain('AGP1-1.webp');
    expect(hints[0]!.getAttribute('imagesizes')).toContain('240px');
    expect(hints[0]!.getAttribute('fetchpriority')).toBe('high');
    expect(page(false).querySelectorAll('link[rel="preload"]')).toHaveLength(0);
  });

  it('stays a small card: each element is parsed, styled and hydrated for every product', () => {
    expect(render({ name: 'Sweet Potatoes Orange Flesh' }).querySelectorAll('*').length).toBeLessThanOrEqual(9);
  });
});
