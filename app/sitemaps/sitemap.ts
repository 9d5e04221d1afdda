import type { MetadataRoute } from 'next';
import { sitemapEntries, sitemapIds } from '@/lib/seo/sitemaps';

// Prerendered by next build (from the build's provider), then rebuilt from the provider at most hourly.
export const revalidate = 3600;

export async function generateSitemaps() {
  return (await sitemapIds()).map((id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(Number(await id));
}
