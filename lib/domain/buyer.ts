export type BuyerType = 'individual' | 'company';

/**
 * The provider's id prefixes: AGCB… company buyers, AGB… individuals. Sellers (AGS…, AGCS…) and
 * anything else are not buyers.
 */
export function buyerTypeOfUserId(userId: string): BuyerType | null {
  if (userId.startsWith('AGCB')) return 'company';
  if (userId.startsWith('AGB')) return 'individual';
  return null;
}

/** Said to an account the provider signs in whose id is neither AGB… nor AGCB… (spec section 4). */
export const NOT_A_BUYER = 'This account is not a buyer account. Sign in with an individual or company buyer account.';

/** Who a successful login says the caller is; the session keeps this next to the token. */
export interface SignedInBuyer {
  /** The provider's numeric row id (the spec's session `id`). */
  providerId: number;
  /** AGB… or AGCB… */
  userId: string;
  type: BuyerType;
  /** First name, or the company name. */
  name: string;
  email: string;
}

interface ProfileCommon {
  userId: string;
  email: string;
  phone: string;
  address: string | null;
  country: string;
  state: string;
  city: string;
  zipcode: string | null;
  /** Same-origin `/media/…` path, or null when the buyer has no photo. */
  profilePictureUrl: string | null;
}

export interface IndividualProfile extends ProfileCommon {
  type: 'individual';
  firstName: string;
  lastName: string;
}

/** `email`, `phone` and `address` are the company's companyemail, companyphone and companyaddress. */
export interface CompanyProfile extends ProfileCommon {
  type: 'company';
  companyName: string;
  registrationNumber: string;
}

export type BuyerProfile = IndividualProfile | CompanyProfile;

export function profileDisplayName(profile: BuyerProfile): string {
  return profile.type === 'company' ? profile.companyName : `${profile.firstName} ${profile.lastName}`.trim();
}
