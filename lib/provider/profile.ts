import 'server-only';
import type { BillingAddress, CompanyAccountDetails, IndividualAccountDetails, PasswordChange } from '@/lib/domain/account';
import type { BuyerProfile } from '@/lib/domain/buyer';
import { apiPath, orOnRefusal, providerRequest } from './http';
import { profileSchema } from './schemas/account';
import { PROFILE_MESSAGES } from '@/lib/account/messages';
import { messageOr, type MessageOnly } from './schemas/common';

/** The caller's own profile; another buyer's id is a 403. */
export function getBuyerProfile(token: string, userId: string): Promise<BuyerProfile> {
  return providerRequest({ path: apiPath`/getBuyerProfile/${userId}`, token, schema: profileSchema });
}

function post(token: string, path: string, body: unknown, done: string): Promise<MessageOnly> {
  return providerRequest({ method: 'POST', path, body, token, schema: messageOr(done) });
}

/** Individuals only: name, email and phone. */
export function updateBuyerAccountDetails(token: string, details: IndividualAccountDetails): Promise<MessageOnly> {
  return post(token, '/updateBuyerAccountDetails', details, PROFILE_MESSAGES.profileUpdated);
}

/** Companies: their details and address (the spec also sends a company's billing address here). */
export function updateCompanyBuyerAccountDetails(token: string, details: CompanyAccountDetails): Promise<MessageOnly> {
  return post(token, '/updateCompanyBuyerAccountDetails', details, PROFILE_MESSAGES.profileUpdated);
}

export function updateBuyerBillingAddress(token: string, address: BillingAddress): Promise<MessageOnly> {
  return post(token, '/updateBuyerBillingAddress', address, PROFILE_MESSAGES.billingUpdated);
}

/** 400 "Old password does not match", or 422 with `confirm_password` field errors. */
export function changeBuyerPassword(token: string, change: PasswordChange): Promise<MessageOnly> {
  const { old_password, password, confirm_password } = change;
  return post(token, '/changeBuyerPassword', { old_password, password, confirm_password }, PROFILE_MESSAGES.passwordChanged);
}

/** Multipart field `profile_photo`; the provider takes jpg/png/bmp up to 1 MB. */
export function updateBuyerProfilePicture(token: string, photo: Blob, fileName = 'profile-photo'): Promise<MessageOnly> {
  const form = new FormData();
  form.append('profile_photo', photo, fileName);
  return post(token, '/updateBuyerProfilePicture', form, PROFILE_MESSAGES.pictureUploaded);
}

/**
 * Without a picture to delete (gone in another tab meanwhile) the provider answers 400: what the
 * buyer asked for holds, so that is a success too, and the profile reloads without it.
 */
export function deleteBuyerProfilePicture(token: string, userId: string): Promise<MessageOnly> {
  const request = providerRequest({ method: 'DELETE', path: apiPath`/deleteBuyerProfilePicture/${userId}`, token, schema: messageOr(PROFILE_MESSAGES.pictureDeleted) });
  return orOnRefusal(request, 400, { message: PROFILE_MESSAGES.pictureDeleted });
}
