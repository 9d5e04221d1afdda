import type { Deps } from '../deps';
import { assetUrl, UPLOAD_DIRS } from '../serialize/images';

/** Profile photo file names of the reviewers, individual and company, in two batched queries. */
async function reviewerPhotos(deps: Deps, buyerIds: string[]): Promise<Map<string, string | null>> {
  const photos = new Map<string, string | null>();
  if (buyerIds.length === 0) return photos;
  const [people, companies] = await Promise.all([
    deps.db.selectFrom('buyers').select(['buyerId', 'profile_photo']).where('buyerId', 'in', buyerIds).execute(),
    deps.db.selectFrom('company_buyers').select(['companyBuyerId', 'profile_photo']).where('companyBuyerId', 'in', buyerIds).execute(),
  ]);
  for (const p of people) photos.set(p.buyerId, p.profile_photo);
  for (const p of companies) photos.set(p.companyBuyerId, p.profile_photo);
  return photos;
}

/**
 * One page of a product's reviews, newest first, with the reviewer as the storefront shows them.
 * The original's reviewer join can never match (it joins AGB… ids against buyers.id); this one does.
 */
export async function feedbackPage(deps: Deps, productId: string, offset: number, limit: number) {
  const rows = await deps.db
    .selectFrom('product_feedback')
    .select(['id', 'productId', 'rating', 'feedback', 'created_at', 'buyerId', 'buyer_fullname'])
    .where('productId', '=', productId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const photos = await reviewerPhotos(deps, [...new Set(rows.map((row) => row.buyerId))]);
  return rows.map((row) => {
    const photo = photos.get(row.buyerId);
    return {
      id: row.id,
      productId: row.productId,
      // VARCHAR in the original, so a string.
      rating: String(row.rating),
      feedback: row.feedback,
      created_at: row.created_at,
      buyer: {
        id: row.buyerId,
        // No name is null, as the provider answers a buyer without one.
        name: row.buyer_fullname || null,
        profile_image: photo ? assetUrl(deps.config.publicUrl, UPLOAD_DIRS.profile, photo) : null,
      },
    };
  });
}
