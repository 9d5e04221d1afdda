import type { MetadataRoute } from 'next';
import { BRAND_COLOUR, siteTexts } from '@/lib/seo/site-identity';
import { siteSettings } from '@/lib/site';

/** Lets a phone install the storefront to its home screen (/manifest.webmanifest). */
export default function manifest(): MetadataRoute.Manifest {
  const site = siteSettings();
  const { title, description } = siteTexts(site);
  return {
    name: title,
    short_name: site.name,
    description,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: BRAND_COLOUR,
    categories: ['shopping', 'food'],
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
