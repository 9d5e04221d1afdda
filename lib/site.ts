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

type Env = Partial<Record<string, string>>;

export function siteSettings(env: Env = process.env): SiteSettings {
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

/**
 * What a production build or server says when SITE_URL is missing: its pages would then name
 * localhost as their canonical address, in link previews and in the sitemaps. A warning, not a stop:
 * the README's one-command start runs a production build on this machine, where localhost is right.
 */
export function missingSiteUrlWarning(env: Env = process.env): string | null {
  if (env.NODE_ENV !== 'production' || env.SITE_URL) return null;
  return `SITE_URL is not set: canonical URLs, link previews and sitemaps name ${siteSettings(env).url}. Set it to the address buyers use (README, "The public origin").`;
}
