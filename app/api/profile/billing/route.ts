import { billingChangesBody } from '@/lib/account/schemas';
import { ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { ProviderError } from '@/lib/provider/errors';
import { updateBuyerBillingAddress, updateCompanyBuyerAccountDetails } from '@/lib/provider/profile';

/** The provider's name for a company's address is `companyaddress`; its errors come back under it. */
function asBillingError(error: unknown): unknown {
  if (!(error instanceof ProviderError) || !error.fieldErrors.companyaddress) return error;
  const { companyaddress, ...rest } = error.fieldErrors;
  return new ProviderError(error.kind, error.status, error.message, { ...rest, address: companyaddress }, { cause: error });
}

/** The billing address: individuals through updateBuyerBillingAddress, companies through their account call (spec section 7). */
export const POST = buyerRoute({ body: billingChangesBody }, async ({ body, buyer }) => {
  if (buyer.buyerType === 'individual') {
    const result = await updateBuyerBillingAddress(buyer.token, body);
    return ok({ message: result.message });
  }
  const { address, ...place } = body;
  const details = address === undefined ? place : { ...place, companyaddress: address };
  const result = await updateCompanyBuyerAccountDetails(buyer.token, details).catch((error: unknown) => {
    throw asBillingError(error);
  });
  return ok({ message: result.message });
});
