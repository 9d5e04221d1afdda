import type { BuyerType } from '@/lib/domain/buyer';

export interface SignupField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  required: boolean;
  /** Two short fields share a row on wide screens. */
  half?: boolean;
  /** The provider's `max:`, where it sets one; others stop at AUTH_FIELD_MAX. */
  maxLength?: number;
}

/** The provider's `max:100` (contract 2.1): typing stops there rather than being refused after sending. */
const MAX = 100;

const PLACE: SignupField[] = [
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true, half: true, maxLength: MAX },
  { name: 'state', label: 'State', autoComplete: 'address-level1', required: true, half: true, maxLength: MAX },
  { name: 'country', label: 'Country', autoComplete: 'country-name', required: true, half: true, maxLength: MAX },
];

/**
 * No maxLength, though the provider's rule is max:100 here too: a longer password pasted in would be
 * cut short without a word while the password manager kept the whole one, which would never sign in.
 * The provider's refusal says what is wrong instead.
 */
const PASSWORDS: SignupField[] = [
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', required: true, half: true },
  { name: 'confirm_password', label: 'Confirm password', type: 'password', autoComplete: 'new-password', required: true, half: true },
];

/** The provider's signup fields per buyer type (contract 2.1), in the order a person fills them. */
export const SIGNUP_FIELDS: Record<BuyerType, SignupField[]> = {
  individual: [
    { name: 'firstname', label: 'First name', autoComplete: 'given-name', required: true, half: true, maxLength: MAX },
    { name: 'lastname', label: 'Last name', autoComplete: 'family-name', required: true, half: true, maxLength: MAX },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true, maxLength: MAX },
    { name: 'address', label: 'Address', autoComplete: 'street-address', required: false, maxLength: MAX },
    ...PLACE,
    { name: 'zipcode', label: 'Zip code', autoComplete: 'postal-code', required: false, half: true },
    ...PASSWORDS,
  ],
  company: [
    { name: 'companyname', label: 'Company name', autoComplete: 'organization', required: true, maxLength: MAX },
    { name: 'companyregnumber', label: 'Registration number (RC)', autoComplete: 'off', required: true },
    { name: 'companyemail', label: 'Company email', type: 'email', autoComplete: 'email', required: true },
    { name: 'companyphone', label: 'Company phone', type: 'tel', autoComplete: 'tel', required: true, maxLength: MAX },
    { name: 'companyaddress', label: 'Company address', autoComplete: 'street-address', required: false, maxLength: MAX },
    ...PLACE,
    { name: 'zipcode', label: 'Zip code', autoComplete: 'postal-code', required: true, half: true, maxLength: MAX },
    ...PASSWORDS,
  ],
};

export const SIGNUP_EMAIL_FIELD: Record<BuyerType, string> = { individual: 'email', company: 'companyemail' };
