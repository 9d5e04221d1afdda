import { z } from 'zod';

/**
 * Request bodies of the sign-in route handlers. They check shape and size only: the provider owns
 * the rules (required, min, unique…) and its messages are shown at the fields as it words them.
 */
export const buyerTypeSchema = z.enum(['individual', 'company']);

/** Longer than any real name, address or password; the forms stop typing there too. */
export const AUTH_FIELD_MAX = 200;
const tooLong = `Must be at most ${AUTH_FIELD_MAX} characters`;
const field = z.string().max(AUTH_FIELD_MAX, tooLong);
const email = z.string().trim().max(AUTH_FIELD_MAX, tooLong);
const code = z.string().trim().max(20, 'The code must be at most 20 characters');

export const INDIVIDUAL_SIGNUP_FIELDS = [
  'firstname',
  'lastname',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'address',
  'zipcode',
  'password',
  'confirm_password',
] as const;

export const COMPANY_SIGNUP_FIELDS = [
  'companyname',
  'companyregnumber',
  'companyemail',
  'companyphone',
  'companyaddress',
  'country',
  'state',
  'city',
  'zipcode',
  'password',
  'confirm_password',
] as const;

export const signupBody = z.discriminatedUnion('type', [
  z.object({ type: z.literal('individual'), fields: z.partialRecord(z.enum(INDIVIDUAL_SIGNUP_FIELDS), field) }),
  z.object({ type: z.literal('company'), fields: z.partialRecord(z.enum(COMPANY_SIGNUP_FIELDS), field) }),
]);

export const loginBody = z.object({ type: buyerTypeSchema, email, password: field });

export const verifyBody = z.object({ type: buyerTypeSchema, otp: code });

export const emailBody = z.object({ type: buyerTypeSchema, email });

export const resetBody = z.object({
  type: buyerTypeSchema,
  email,
  code,
  password: field,
  confirm_password: field,
});
