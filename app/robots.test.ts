import robots from './robots';

describe('robots', () => {
  it('keeps private and account screens out, and names the sitemap index', () => {
    process.env.SITE_URL = 'https://shop.example/';
    const { rules, sitemap } = robots();
    expect(rules).toEqual(expect.objectContaining({ userAgent: '*', allow: '/' }));
    const disallowed = Array.isArray(rules) ? [] : rules.disallow;
    for (const path of ['/cart', '/checkout', '/Success', '/Orderdetails', '/order', '/profile', '/searchpage', '/login', '/api/']) {
      expect(disallowed).toContain(path);
    }
    expect(disallowed).not.toContain('/product');
    expect(sitemap).toBe('https://shop.example/sitemap.xml');
  });
});
