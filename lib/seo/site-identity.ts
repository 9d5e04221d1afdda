import type { SiteSettings } from '@/lib/site';

/** The browser's bar and the installed app's splash screen; brand-700 in app/globals.css. */
export const BRAND_COLOUR = '#23672e';

/** The marketplace's own words, shared by the page metadata and the web app manifest. */
export function siteTexts({ name }: Pick<SiteSettings, 'name'>) {
  return {
    title: `${name}: fresh farm produce from across Nigeria`,
    description: `Buy fresh vegetables, grains, tubers, fruits and more from Nigerian farmers on ${name}. Secure card payments, door delivery.`,
  };
}
