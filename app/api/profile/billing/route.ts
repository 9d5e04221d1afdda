import { completeBillingAddress, completeCompanyDetails } from '@/lib/account/complete-update';
import { PROFILE_NOTES } from '@/lib/account/messages';
import { billingChangesBody } from '@/lib/account/schemas';
import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { ProviderError } from '@/lib/provider/errors';
import { getBuyerProfile, updateBuyerBillingAddress, updateCompanyBuyerAccountDetails } from '@/lib/provider/profile';

/** The provider's name for a company's address is `companyaddress`; its errors come back under it. */
function asBillingError(error: unknown): unknown {
  if (!(error instanceof ProviderError) || !error.fieldErrors.companyaddress) return error;
  const { companyaddress, ...rest } = error.fieldErrors;
  return new ProviderError(error.kind, error.status, error.message, { ...rest, address: companyaddress }, { cause: error, explained: error.explained });
}

/** The billing address: individuals through updateBuyerBillingAddress, companies through their account call (spec section 7). */
export const POST = buyerRoute({ body: billingChangesBody }, async ({ body, buyer }) => {
  // The provider nulls every field a call leaves out: the saved profile fills them in.
  const profile = await getBuyerProfile(buyer.token, buyer.userId);
  if (profile.type === 'individual') {
    const result = await updateBuyerBillingAddress(buyer.token, completeBillingAddress(profile, body));
    // The real provider answers 200 and drops an individual's address (not fillable: contract 2.2).
    if (body.address !== undefined && (await getBuyerProfile(buyer.token, buyer.userId)).address?.trim() !== body.address) {
      return fail(502, PROFILE_NOTES.addressNotKept, { address: [PROFILE_NOTES.addressNotKept] });
    }
    return ok({ message: result.message });
  }
  const { address, ...place } = body;
  const changes = address === undefined ? place : { ...place, companyaddress: address };
  const result = await updateCompanyBuyerAccountDetails(buyer.token, completeCompanyDetails(profile, changes)).catch((error: unknown) => {
    throw asBillingError(error);
  });
  return ok({ message: result.message });
});
