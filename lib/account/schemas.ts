import { z } from 'zod';
import { PHONE_MAX } from '@/lib/shopping/schemas';
import { PROFILE_NOTES } from './messages';

/**
 * Request bodies of the profile route handlers, shared with the forms that send them so the browser
 * and the server give the same message for the same mistake. Field names are the provider's.
 */

/** The provider's `max:100` on every profile column. */
export const PROFILE_FIELD_MAX = 100;

// A field that is sent must not be blank: the provider would silently keep the old value.
const text = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(PROFILE_FIELD_MAX, `${label} must be at most ${PROFILE_FIELD_MAX} characters`);

const phone = (label: string) =>
  z
    .string()
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(PHONE_MAX, `${label} must be at most ${PHONE_MAX} characters`)
    .regex(/^\+?\d+$/, `${label} may contain digits only`);

export const individualAccountFields = z.object({
  firstname: text('First name'),
  lastname: text('Last name'),
  phone: phone('Phone'),
});

// No email for either kind (spec section 5: email read-only). A company signs in with its
// companyemail, and the real provider's update call checks no uniqueness: a company could take
// another's address and with it that company's logins and password resets.
export const companyAccountFields = z.object({
  companyname: text('Company name'),
  companyregnumber: text('Registration number'),
  companyphone: phone('Company phone'),
  companyaddress: text('Company address'),
});

export type IndividualAccountValues = z.infer<typeof individualAccountFields>;
export type CompanyAccountValues = z.infer<typeof companyAccountFields>;

/** Each kind's editable account fields; the kind is the session's, never the request's. */
export const ACCOUNT_FIELDS = {
  individual: Object.keys(individualAccountFields.shape) as (keyof IndividualAccountValues)[],
  company: Object.keys(companyAccountFields.shape) as (keyof CompanyAccountValues)[],
};

const atLeastOneField = (body: object) => Object.keys(body).length > 0;
const NOTHING_TO_SAVE = { message: PROFILE_NOTES.noChanges };

/** POST /api/profile/account: only the fields the buyer changed, of either kind. */
export const accountChangesBody = individualAccountFields
  .extend(companyAccountFields.shape)
  .partial()
  .strict()
  .refine(atLeastOneField, NOTHING_TO_SAVE);
export type AccountChanges = z.infer<typeof accountChangesBody>;

/** Spec section 5: address, country, state and city are all required. */
export const billingFields = z.object({
  address: text('Address'),
  country: text('Country'),
  state: text('State'),
  city: text('City'),
});
export type BillingValues = z.infer<typeof billingFields>;

/** POST /api/profile/billing: only the parts of the address the buyer changed. */
export const billingChangesBody = billingFields.partial().strict().refine(atLeastOneField, NOTHING_TO_SAVE);
export type BillingChanges = z.infer<typeof billingChangesBody>;

/** The provider's rules: both passwords 6 to 100 characters, the confirmation equal to the new one. */
export const PASSWORD_MIN = 6;

export const passwordBody = z
  .object({
    // Never trimmed: a space is part of a password.
    old_password: z.string().min(1, 'Old password is required').max(PROFILE_FIELD_MAX, 'Old password is too long'),
    password: z
      .string()
      .min(1, { message: 'New password is required', abort: true })
      .min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`)
      .max(PROFILE_FIELD_MAX, `New password must be at most ${PROFILE_FIELD_MAX} characters`),
    confirm_password: z.string().min(1, 'Confirm password is required'),
  })
  .refine((body) => body.confirm_password === '' || body.confirm_password === body.password, {
    path: ['confirm_password'],
    message: 'The confirm password field must match password.',
  });
export type PasswordBody = z.infer<typeof passwordBody>;
