import type { BuyerProfile } from '@/lib/domain/buyer';
import type { BillingValues, CompanyAccountValues, IndividualAccountValues } from './schemas';

/** What the account settings form starts from: the profile in the provider's field names. */
export function accountValues(profile: BuyerProfile): IndividualAccountValues | CompanyAccountValues {
  if (profile.type === 'company') {
    return {
      companyname: profile.companyName,
      companyregnumber: profile.registrationNumber,
      companyphone: profile.phone,
      companyaddress: profile.address ?? '',
    };
  }
  return { firstname: profile.firstName, lastname: profile.lastName, phone: profile.phone };
}

/** A company's billing address is its company address, as on the account form. */
export function billingValues(profile: BuyerProfile): BillingValues {
  return { address: profile.address ?? '', country: profile.country, state: profile.state, city: profile.city };
}
