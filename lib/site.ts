import { currencyOf, type Currency } from '@/lib/format/currency';

/** Marketplace settings an operator changes through the environment (README, "Settings"). */
export interface SiteSettings {
  name: string;
  /** The public origin, for canonical URLs, link previews and sitemaps (no trailing slash). */
  url: string;
  /** MARKETPLACE_CURRENCY, and how prices in it are written. */
  currency: Currency;
  /** The blog, social profiles and app stores the footer links to. */
  blogUrl: string;
  contactEmail: string;
  supportEmail: string;
  sellerSignupUrl: string;
}

export function siteSettings(): SiteSettings {
  const env = process.env;
  return {
    name: env.MARKETPLACE_NAME || 'AgroMarket',
    url: (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, ''),
    currency: currencyOf(env.MARKETPLACE_CURRENCY || 'USD'),
    blogUrl: env.MARKETPLACE_BLOG_URL || 'https://blog.agromarket.ng',
    contactEmail: env.MARKETPLACE_CONTACT_EMAIL || 'hello@agromarket.ng',
    supportEmail: env.MARKETPLACE_SUPPORT_EMAIL || 'support@agromarket.ng',
    sellerSignupUrl: env.MARKETPLACE_SELLER_SIGNUP_URL || 'https://sellers.agromarket.ng/signup',
  };
}
