import { US_DOLLAR } from '@/lib/format/currency';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ProductSummary } from '@/lib/domain/catalogue';
import { emptyPage } from '@/lib/domain/page';
import { SearchResults } from './SearchResults';

const product: ProductSummary = {
  id: 'AGP1',
  name: 'Ofada rice',
  categoryId: 'AGC1',
  categoryName: 'Grains',
  price: 12,
  stock: 4,
  unit: 'bag',
  imageUrls: [],
  averageRating: 4,
  isActive: true,
};

const render = (outcome: Parameters<typeof SearchResults>[0]['outcome']) =>
  renderToStaticMarkup(<SearchResults term="rice" outcome={outcome} currency={US_DOLLAR} />);

describe('SearchResults', () => {
  it('says Error fetching data when the provider failed', () => {
    expect(render({ ok: false })).toContain('Error fetching data');
  });

  it('asks for another search when nothing matched', () => {
    const html = render({ ok: true, results: { items: [], page: 1, lastPage: 1, perPage: 10, total: 0 } });
    expect(html).toContain('No products found. Please search for another product.');
  });

  it('asks for another search past the last page (the provider answers it 404)', () => {
    const html = render({ ok: true, results: emptyPage(5, 10) });
    expect(html).toContain('No products found. Please search for another product.');
    expect(html).not.toContain('searchpage/rice?page=');
  });

  it('keeps the pager on a page whose products were all switched off (the real provider lists them)', () => {
    const html = render({ ok: true, results: { items: [], page: 2, lastPage: 3, perPage: 10, total: 28 } });
    expect(html).toContain('None of the products on this page are for sale at the moment. Try another page.');
    expect(html).toContain('href="/searchpage/rice?page=3"');
    expect(html).not.toContain('No products found');
  });

  it('lists the results with a pager to the next page', () => {
    const html = render({ ok: true, results: { items: [product], page: 1, lastPage: 3, perPage: 10, total: 21 } });
    expect(html).toContain('Ofada rice');
    expect(html).toContain('$12.00');
    expect(html).toContain('href="/searchpage/rice?page=2"');
    expect(html).not.toContain('Error fetching data');
  });
});
