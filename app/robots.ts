import type { MetadataRoute } from 'next';
import { siteSettings } from '@/lib/site';

/**
 * Buyers' own screens and the account forms hold nothing worth indexing. Paths are prefixes and
 * case-sensitive, so the spellings the spec uses (/Success, /Orderdetails) are listed beside ours;
 * /order also covers /orders and /orderdetails, /transaction covers /transactions.
 * Search results stay out of the index: their products are reachable through the sitemaps.
 */
const PRIVATE_PATHS = [
  '/cart',
  '/wishlist',
  '/checkout',
  '/success',
  '/Success',
  '/profile',
  '/order',
  '/Orderdetails',
  '/transaction',
  '/support',
  '/searchpage',
  '/login',
  '/signup',
  '/verify-email',
  '/forgot-password',
  '/api/',
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: `${siteSettings().url}/sitemap.xml`,
  };
}
