import type { Buyer, BuyerType, CompanyBuyer } from '../db/schema';

/** The signed-in caller: an individual (AGB…) or a company buyer (AGCB…), with its row. */
export type AuthBuyer =
  | { kind: 'individual'; buyerId: string; row: Buyer }
  | { kind: 'company'; buyerId: string; row: CompanyBuyer };

export function buyerTypeOf(buyerId: string): BuyerType {
  return buyerId.startsWith('AGCB') ? 'company' : 'individual';
}

export function buyerEmail(buyer: AuthBuyer): string {
  return buyer.kind === 'individual' ? buyer.row.email : buyer.row.companyemail;
}

/** First and last name as orders store them: a company's name and an empty last name. */
export function buyerNames(buyer: AuthBuyer): { firstname: string; lastname: string } {
  return buyer.kind === 'individual'
    ? { firstname: buyer.row.firstname, lastname: buyer.row.lastname }
    : { firstname: buyer.row.companyname, lastname: '' };
}

export function buyerDisplayName(buyer: AuthBuyer): string {
  const { firstname, lastname } = buyerNames(buyer);
  return `${firstname} ${lastname}`.trim();
}
