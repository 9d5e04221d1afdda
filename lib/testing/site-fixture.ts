import { currencyOf } from '@/lib/format/currency';
import type { SiteSettings } from '@/lib/site';

/** Settings unlike the defaults, so a test shows the page follows them rather than hard-coding them. */
export const testSite: SiteSettings = {
  name: 'Farmgate',
  url: 'https://shop.example',
  currency: currencyOf('NGN'),
  blogUrl: 'https://blog.example',
  contactEmail: 'hello@example.com',
  supportEmail: 'help@example.com',
  sellerSignupUrl: 'https://sellers.example/signup',
};
