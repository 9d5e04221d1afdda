import { sitemapIndexXml } from '@/lib/seo/sitemap-index';
import { sitemapIds, sitemapPath } from '@/lib/seo/sitemaps';
import { absoluteUrl } from '@/lib/seo/urls';

// Next serves generateSitemaps' files but no index of them; crawlers look for one here.
export const revalidate = 3600;

export async function GET() {
  const urls = (await sitemapIds()).map((id) => absoluteUrl(sitemapPath(id)));
  return new Response(sitemapIndexXml(urls), { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
