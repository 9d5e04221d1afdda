/** Where the mobile apps are published; the footer badges and the banner name them. */
export const APP_STORES = [
  { name: 'Google Play', caption: 'GET IT ON', href: 'https://play.google.com/store/apps/details?id=ng.agromarket.app' },
  { name: 'App Store', caption: 'Download on the', href: 'https://apps.apple.com/app/agromarket/id6450000000' },
] as const;
