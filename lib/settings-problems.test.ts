import { settingsProblems } from './settings-problems';

it('accepts the defaults and well-formed settings', () => {
  expect(settingsProblems({})).toEqual([]);
  expect(
    settingsProblems({
      SITE_URL: 'https://agromarket.ng/',
      MARKETPLACE_BLOG_URL: 'https://blog.agromarket.ng/news',
      MARKETPLACE_SELLER_SIGNUP_URL: 'http://localhost:4000/sellers',
      MARKETPLACE_CONTACT_EMAIL: 'hello@agromarket.ng',
      MARKETPLACE_SUPPORT_EMAIL: 'support@agromarket.ng',
      MARKETPLACE_CURRENCY: 'NGN',
      TRUSTED_PROXY_HOPS: '2',
    }),
  ).toEqual([]);
});

it('names each setting it cannot use, with what it expects', () => {
  expect(
    settingsProblems({
      SITE_URL: 'agromarket.ng',
      MARKETPLACE_BLOG_URL: 'ftp://blog.agromarket.ng',
      MARKETPLACE_SUPPORT_EMAIL: 'support at agromarket',
      MARKETPLACE_CURRENCY: 'naira',
      TRUSTED_PROXY_HOPS: 'one',
    }),
  ).toEqual([
    'SITE_URL must be a whole address such as https://agromarket.ng, not "agromarket.ng".',
    'MARKETPLACE_BLOG_URL must start with https:// or http://, not "ftp://blog.agromarket.ng".',
    'MARKETPLACE_SUPPORT_EMAIL must be an email address, not "support at agromarket".',
    'MARKETPLACE_CURRENCY must be a three-letter currency code such as USD or NGN, not "naira".',
    'TRUSTED_PROXY_HOPS must be the number of proxies before this instance (0, 1, 2…), not "one".',
  ]);
});

it('refuses a SITE_URL with a path, which the links built on it would lose', () => {
  expect(settingsProblems({ SITE_URL: 'https://agromarket.ng/shop' })).toEqual([
    'SITE_URL must be an origin without a path, such as https://agromarket.ng, not "https://agromarket.ng/shop".',
  ]);
  expect(settingsProblems({ TRUSTED_PROXY_HOPS: '-1' })).toHaveLength(1);
  expect(settingsProblems({ TRUSTED_PROXY_HOPS: '1.5' })).toHaveLength(1);
});
