import type { Buyer, CompanyBuyer } from '../db/schema';

/**
 * Buyer rows without `password_hash` (the original returns the hash and the verification code;
 * contract section 6: never). The verification code is not on the row at all here.
 */
export function buyerJson(row: Buyer) {
  const { password_hash: _hash, ...safe } = row;
  return safe;
}

export function companyBuyerJson(row: CompanyBuyer) {
  const { password_hash: _hash, ...safe } = row;
  return safe;
}
