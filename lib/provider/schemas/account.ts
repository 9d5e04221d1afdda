import 'server-only';
import { z } from 'zod';
import type { PasswordResetAnswer } from '@/lib/domain/account';
import type { BuyerProfile } from '@/lib/domain/buyer';
import { mediaPathFromUrl } from '../images';
import { numeric, textOr, textOrNull } from './common';

/*
 * The real provider returns whole buyer rows, password hash and verification code included, and
 * the plain new password as `password_data` on a reset. These schemas name only the fields the
 * storefront uses; zod drops every other key, so those never leave this module.
 */

/** signup / companyBuyerSignup: the new account's id. */
export const signupSchema = z
  .object({
    message: z.string(),
    data: z.object({ buyerId: z.string().optional(), companyBuyerId: z.string().optional() }).nullish(),
  })
  .transform((body) => ({ message: body.message, userId: body.data?.buyerId ?? body.data?.companyBuyerId ?? null }));

/** buyerPasswordReset / companyBuyerResetPassword, either step; `done` when it gives no message. */
export const resetAnswerSchema = (done: string) =>
  z
    .object({ message: z.string().trim().min(1).catch(done), password_data: z.unknown().optional() })
    .transform(({ message, password_data }): PasswordResetAnswer => ({ message, next: password_data == null ? 'enter-code' : 'sign-in' }));

/** loginBuyer / companyBuyerLogin: the token and who it belongs to, in either kind's column names. */
export const loginSchema = z
  .object({
    message: z.string(),
    token: z.string().min(1),
    data: z.object({
      id: numeric,
      buyerId: z.string().optional(),
      companyBuyerId: z.string().optional(),
      firstname: z.string().optional(),
      companyname: z.string().optional(),
      email: z.string().optional(),
      companyemail: z.string().optional(),
    }),
  })
  .transform((body, ctx) => {
    const { data } = body;
    const userId = data.companyBuyerId ?? data.buyerId;
    if (!userId) {
      ctx.addIssue({ code: 'custom', path: ['data'], message: 'a login without buyerId or companyBuyerId' });
      return z.NEVER;
    }
    return {
      message: body.message,
      token: body.token,
      account: {
        providerId: data.id,
        userId,
        name: data.firstname ?? data.companyname ?? '',
        email: data.email ?? data.companyemail ?? '',
      },
    };
  });

const sharedProfileFields = {
  country: textOr(''),
  state: textOr(''),
  city: textOr(''),
  zipcode: textOrNull,
};

const companySchema = z
  .object({
    companyBuyerId: z.string(),
    companyname: textOr(''),
    companyregnumber: textOr(''),
    companyemail: textOr(''),
    companyphone: textOr(''),
    companyaddress: textOrNull,
    ...sharedProfileFields,
  })
  .transform((row) => ({
    type: 'company' as const,
    userId: row.companyBuyerId,
    companyName: row.companyname,
    registrationNumber: row.companyregnumber,
    email: row.companyemail,
    phone: row.companyphone,
    address: row.companyaddress,
    country: row.country,
    state: row.state,
    city: row.city,
    zipcode: row.zipcode,
  }));

const individualSchema = z
  .object({
    buyerId: z.string(),
    firstname: textOr(''),
    lastname: textOr(''),
    email: textOr(''),
    phone: textOr(''),
    address: textOrNull,
    ...sharedProfileFields,
  })
  .transform((row) => ({
    type: 'individual' as const,
    userId: row.buyerId,
    firstName: row.firstname,
    lastName: row.lastname,
    email: row.email,
    phone: row.phone,
    address: row.address,
    country: row.country,
    state: row.state,
    city: row.city,
    zipcode: row.zipcode,
  }));

/** getBuyerProfile: a company's row is also under `buyer`. */
export const profileSchema = z
  .object({
    data: z.object({
      buyer: z.union([companySchema, individualSchema]),
      // Always a URL; it ends in /profile_images/ when there is no photo, which maps to null.
      profile_picture: textOrNull,
    }),
  })
  .transform(({ data }): BuyerProfile => ({ ...data.buyer, profilePictureUrl: mediaPathFromUrl(data.profile_picture) }));
