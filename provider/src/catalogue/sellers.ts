import type { Deps } from '../deps';
import type { Seller } from '../db/schema';

export interface SellerInfo {
  name: string | null;
  address: string | null;
}

/** The original shows only the first name; the storefront's seller card wants the full name. */
export function sellerName(seller: Seller): string | null {
  if (seller.seller_type === 'company') return seller.companyname;
  const full = [seller.firstname, seller.lastname].filter(Boolean).join(' ');
  return full || seller.companyname;
}

export async function sellerInfo(deps: Deps, sellerId: string): Promise<SellerInfo> {
  const seller = await deps.db.selectFrom('sellers').selectAll().where('sellerId', '=', sellerId).executeTakeFirst();
  if (!seller) return { name: null, address: null };
  return { name: sellerName(seller), address: `${seller.city}, ${seller.state}` };
}
