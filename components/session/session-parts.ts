/**
 * The parts of a page drawn from the session, fetched after the page by one dynamic import once a
 * buyer is signed in (lib/client/session-kind.ts), so in one chunk: the header's links (every page)
 * and the product page's buying box. Imported apart, each chunk carried its own copy of the query
 * library, the session and the query client, and the product page fetched and parsed those 37 kB
 * twice.
 */
export { HeaderSessionLinks } from '@/components/layout/HeaderSessionLinks';
export { BuyBoxForSession } from '@/components/product/BuyBoxForSession';
