import { mediaPathToProviderUrl } from '@/lib/provider/images';

const TIMEOUT_MS = 8000;
// Raster types only: an SVG served from our origin could carry script.
const IMAGE_TYPES = /^image\/(webp|avif|png|jpeg|gif|bmp)(;|$)/;

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Cache-Control': 'public, max-age=60' } });
}

/** The provider failed or could not be reached: nothing a cache may keep as the picture's answer. */
function unavailable(status: 502 | 504) {
  return new Response('Image unavailable', { status, headers: { 'Cache-Control': 'no-store' } });
}

/**
 * Serves the provider's uploaded images from our own origin, so pages never reveal the provider's
 * URL and the CSP can stay same-origin. Only image responses from the upload folders pass: a
 * redirect is not followed, as it could lead anywhere.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const url = mediaPathToProviderUrl((await params).path);
  if (!url) return notFound();
  let upstream: Response;
  try {
    upstream = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: 'no-store', redirect: 'error' });
  } catch {
    return unavailable(504);
  }
  const type = upstream.headers.get('content-type') ?? '';
  if (!upstream.ok || !IMAGE_TYPES.test(type)) {
    // Its connection is let go now rather than when the body is collected.
    await upstream.body?.cancel().catch(() => undefined);
    return upstream.status >= 500 ? unavailable(502) : notFound();
  }
  // fetch hands over the body decoded: the provider's length is that of a compressed body, if it was.
  const length = upstream.headers.get('content-encoding') ? null : upstream.headers.get('content-length');
  return new Response(upstream.body, {
    headers: {
      'Content-Type': type,
      // Upload names are unique per file (a new photo gets a new name), so a day of caching is safe.
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      'X-Content-Type-Options': 'nosniff',
      ...(length ? { 'Content-Length': length } : {}),
    },
  });
}
