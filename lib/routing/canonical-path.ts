/**
 * The first path segment of every storefront route, in its canonical (lower-case) spelling. The
 * spec's notes spell some routes in other casings (/AllProduct, /Category/…, /Success,
 * /Orderdetails/…); any casing of these resolves by a permanent redirect to the canonical one.
 */
const ROUTES = [
  'allproduct',
  'allcategory',
  'category',
  'product',
  'searchpage',
  'cart',
  'wishlist',
  'checkout',
  'success',
  'profile',
  'order',
  'orderdetails',
  'transaction',
  'support',
  'about',
  'faq',
  'privacy-policy',
  'terms-of-service',
  'services',
  'login',
  'signup',
  'verify-email',
  'forgot-password',
];

const BY_LOWER = new Map(ROUTES.map((route) => [route, route]));

/** Older links and the provider's own mails use these names for the same pages. */
const ALIASES = new Map([
  ['products', 'product'],
  ['allproducts', 'allproduct'],
  ['allcategories', 'allcategory'],
  ['orders', 'order'],
  ['transactions', 'transaction'],
]);

/**
 * The canonical path for `pathname`, or null when it already is canonical or is not ours. Only
 * the first segment changes: ids after it (AGP…, AGC…) are case-sensitive and kept as they are.
 */
export function canonicalPath(pathname: string): string | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match) return null;
  const [, first = '', rest = ''] = match;
  const lower = first.toLowerCase();
  const canonical = BY_LOWER.get(lower) ?? ALIASES.get(lower);
  if (!canonical || canonical === first) return null;
  return `/${canonical}${rest}`;
}
