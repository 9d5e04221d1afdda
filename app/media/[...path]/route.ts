import { mediaPathToProviderUrl } from '@/lib/provider/images';

const TIMEOUT_MS = 8000;
// Raster types only: an SVG served from our origin could carry script.
const IMAGE_TYPES = /^image\/(webp|avif|png|jpeg|gif|bmp)(;|$)/;

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
}

/**
 * Serves the provider's uploaded images from our own origin, so pages never reveal the provider's
 * URL and the CSP can stay same-origin. Only image responses from the upload folders pass.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const url = mediaPathToProviderUrl((await params).path);
  if (!url) return notFound();
  let upstream: Response;
  try {
    upstream = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store' });
  } catch {
    return new Response('Image unavailable', { status: 504, headers: { 'Cache-Control': 'no-store' } });
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !IMAGE_TYPES.test(type)) return notFound();
  return new Response(upstream.body, {
    headers: {
      'Content-Type': type,
      // Upload names are unique per file (a new photo gets a new name), so a day of caching is safe.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
      ...(upstream.headers.get('content-length') ? { 'Content-Length': upstream.headers.get('content-length') as string } : {}),
    },
  });
}
