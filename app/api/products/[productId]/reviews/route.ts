import { NextResponse, type NextRequest } from 'next/server';
import { parsePage } from '@/lib/catalogue/listing';
import { loadReviews } from '@/lib/catalogue/product';

/**
 * Further pages of a product's reviews for the Customer Feedback tab (the first page comes with the
 * product page). Public catalogue data: no session is read, and a CDN may keep it as long as the page.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ productId: string }> }) {
  const { productId } = await params;
  const result = await loadReviews(productId, parsePage(request.nextUrl.searchParams.get('page')));
  if (!result.ok) {
    return NextResponse.json({ message: result.message }, { status: result.notFound ? 404 : 502, headers: { 'Cache-Control': 'no-store' } });
  }
  return NextResponse.json(result.reviews, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=10, stale-while-revalidate=60' } });
}
