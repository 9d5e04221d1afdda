/**
 * The slugs of the content pages prerendered under /services and /faq, in the spec's order. Apart
 * from the pages' texts so that the proxy (lib/security/nonce-routes.ts) can tell these pages from
 * any other path under those sections, rendered per request, without bundling the texts.
 */
export const SERVICE_SLUGS = ['individuals', 'company', 'business'] as const;
export const FAQ_SLUGS = [
  'getting-started',
  'payment-and-transactions',
  'order-and-tracking',
  'product',
  'community-guidelines',
  'data-privacy',
] as const;
