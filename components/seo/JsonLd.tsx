import { serializeJsonLd, type JsonLdDocument } from '@/lib/seo/json-ld';

/** Structured data for search engines; data, never executed, so the CSP does not concern it. */
export function JsonLd({ data }: { data: JsonLdDocument | readonly JsonLdDocument[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
