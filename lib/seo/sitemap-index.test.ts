import { sitemapIndexXml } from './sitemap-index';

describe('sitemapIndexXml', () => {
  it('names every sitemap, escaped for XML', () => {
    expect(sitemapIndexXml(['https://shop.example/sitemaps/sitemap/0.xml', 'https://shop.example/s.xml?a=1&b=2'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap>\n<loc>https://shop.example/sitemaps/sitemap/0.xml</loc>\n</sitemap>\n' +
        '<sitemap>\n<loc>https://shop.example/s.xml?a=1&amp;b=2</loc>\n</sitemap>\n' +
        '</sitemapindex>\n',
    );
  });
});
