import { missingSiteUrlWarning } from './site';

it('warns a production build or server without SITE_URL that its pages would name localhost', () => {
  expect(missingSiteUrlWarning({ NODE_ENV: 'production', PORT: '8080' })).toBe(
    'SITE_URL is not set: canonical URLs, link previews and sitemaps name http://localhost:8080. Set it to the address buyers use (README, "The public origin").',
  );
});

it('says nothing once SITE_URL is set, or in development', () => {
  expect(missingSiteUrlWarning({ NODE_ENV: 'production', SITE_URL: 'https://agromarket.ng' })).toBeNull();
  expect(missingSiteUrlWarning({ NODE_ENV: 'development' })).toBeNull();
});
