import { completeBillingAddress, completeCompanyDetails } from '@/lib/account/complete-update';
import { PROFILE_NOTES } from '@/lib/account/messages';
import { billingChangesBody } from '@/lib/account/schemas';
import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import type { SignedInSession } from '@/lib/session/session';
import { ProviderError } from '@/lib/provider/errors';
import { getBuyerProfile, updateBuyerBillingAddress, updateCompanyBuyerAccountDetails } from '@/lib/provider/profile';

/** The provider's name for a company's address is `companyaddress`; its errors come back under it. */
function asBillingError(error: unknown): unknown {
  if (!(error instanceof ProviderError) || !error.fieldErrors.companyaddress) return error;
  const { companyaddress, ...rest } = error.fieldErrors;
  return new ProviderError(error.kind, error.status, error.message, { ...rest, address: companyaddress }, { cause: error, explained: error.explained });
}

/**
 * Whether the provider left an individual's address as it was after an update that sent another: the
 * real one answers 200 and drops it (not fillable: contract 2.2). An address stored otherwise than
 * sent (spaces, encoding) was kept; a check that fails says nothing, as the update went through.
 */
async function addressDropped(buyer: SignedInSession, before: string | null, sent: string): Promise<boolean> {
  const after = await getBuyerProfile(buyer.token, buyer.userId).catch(() => null);
  return after !== null && after.address === before && (before ?? '').trim() !== sent;
}

/** The billing address: individuals through updateBuyerBillingAddress, companies through their account call (spec section 7). */
export const POST = buyerRoute({ body: billingChangesBody }, async ({ body, buyer }) => {
  // The provider nulls every field a call leaves out: the saved profile fills them in.
  const profile = await getBuyerProfile(buyer.token, buyer.userId);
  if (profile.type === 'individual') {
    const result = await updateBuyerBillingAddress(buyer.token, completeBillingAddress(profile, body));
    if (body.address !== undefined && (await addressDropped(buyer, profile.address, body.address))) {
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
