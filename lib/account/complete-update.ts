import type { BillingAddress, CompanyAccountDetails, IndividualAccountDetails } from '@/lib/domain/account';
import type { CompanyProfile, IndividualProfile } from '@/lib/domain/buyer';

/*
 * The real provider's update calls write every field they know and set the omitted ones to null
 * (provider contract, updateBuyerAccountDetails and its siblings). The forms send only what the
 * buyer changed, so the route fills in the saved value of every other field first. A field the
 * profile holds as null is left out: null is what the provider would write anyway.
 */

type Fields = Record<string, string | null>;

function complete<T extends object>(saved: Fields, changes: T): T {
  const kept = Object.fromEntries(Object.entries(saved).filter((entry): entry is [string, string] => entry[1] !== null));
  return { ...kept, ...changes } as T;
}

export function completeIndividualDetails(profile: IndividualProfile, changes: IndividualAccountDetails): IndividualAccountDetails {
  return complete({ firstname: profile.firstName, lastname: profile.lastName, email: profile.email, phone: profile.phone }, changes);
}

/** A company's account call carries its address too, so the billing form goes through it as well. */
export function completeCompanyDetails(profile: CompanyProfile, changes: CompanyAccountDetails): CompanyAccountDetails {
  return complete(
    {
      companyname: profile.companyName,
      companyregnumber: profile.registrationNumber,
      companyemail: profile.email,
      companyphone: profile.phone,
      companyaddress: profile.address,
      country: profile.country,
      state: profile.state,
      city: profile.city,
      zipcode: profile.zipcode,
    },
    changes,
  );
}

/** `address` is not a column the provider fills for individuals; it is passed on only when sent. */
export function completeBillingAddress(profile: IndividualProfile, changes: BillingAddress): BillingAddress {
  return complete({ country: profile.country, state: profile.state, city: profile.city, zipcode: profile.zipcode }, changes);
}
