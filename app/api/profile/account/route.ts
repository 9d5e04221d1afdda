import { completeCompanyDetails, completeIndividualDetails } from '@/lib/account/complete-update';
import { PROFILE_NOTES } from '@/lib/account/messages';
import { ACCOUNT_FIELDS, accountChangesBody } from '@/lib/account/schemas';
import { API_MESSAGES } from '@/lib/api/messages';
import { fail, ok } from '@/lib/api/responses';
import { buyerRoute } from '@/lib/api/route';
import { getBuyerProfile, updateBuyerAccountDetails, updateCompanyBuyerAccountDetails } from '@/lib/provider/profile';

/**
 * The buyer's account settings. Which provider call applies, and so which fields may change, is
 * the session's buyer type: a request cannot make an individual edit company columns.
 */
export const POST = buyerRoute({ body: accountChangesBody }, async ({ body, buyer, session }) => {
  const allowed: readonly string[] = ACCOUNT_FIELDS[buyer.buyerType];
  const foreign = Object.keys(body).filter((field) => !allowed.includes(field));
  if (foreign.length > 0) {
    return fail(422, API_MESSAGES.invalidInput, Object.fromEntries(foreign.map((field) => [field, [PROFILE_NOTES.foreignField]])));
  }
  // The provider nulls every field a call leaves out: the saved profile fills them in.
  const profile = await getBuyerProfile(buyer.token, buyer.userId);
  const result =
    profile.type === 'company'
      ? await updateCompanyBuyerAccountDetails(buyer.token, completeCompanyDetails(profile, body))
      : await updateBuyerAccountDetails(buyer.token, completeIndividualDetails(profile, body));
  // The header greets the buyer by this name: keep it in step with the profile.
  const name = buyer.buyerType === 'company' ? body.companyname : body.firstname;
  if (name) {
    session.name = name;
    await session.save();
  }
  return ok({ message: result.message });
});
