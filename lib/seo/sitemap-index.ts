const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function xmlText(value: string): string {
  return value.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A sitemap index (sitemaps.org protocol) naming each child sitemap by absolute URL. */
export function sitemapIndexXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `<sitemap>\n<loc>${xmlText(url)}</loc>\n</sitemap>\n`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}</sitemapindex>\n`;
}
