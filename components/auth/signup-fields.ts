import type { BuyerType } from '@/lib/domain/buyer';

export interface SignupField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  required: boolean;
  /** Two short fields share a row on wide screens. */
  half?: boolean;
}

const PLACE: SignupField[] = [
  { name: 'city', label: 'City', autoComplete: 'address-level2', required: true, half: true },
  { name: 'state', label: 'State', autoComplete: 'address-level1', required: true, half: true },
  { name: 'country', label: 'Country', autoComplete: 'country-name', required: true, half: true },
];

const PASSWORDS: SignupField[] = [
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', required: true, half: true },
  { name: 'confirm_password', label: 'Confirm password', type: 'password', autoComplete: 'new-password', required: true, half: true },
];

/** The provider's signup fields per buyer type (contract 2.1), in the order a person fills them. */
export const SIGNUP_FIELDS: Record<BuyerType, SignupField[]> = {
  individual: [
    { name: 'firstname', label: 'First name', autoComplete: 'given-name', required: true, half: true },
    { name: 'lastname', label: 'Last name', autoComplete: 'family-name', required: true, half: true },
    { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', required: true },
    { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', required: true },
    { name: 'address', label: 'Address', autoComplete: 'street-address', required: false },
    ...PLACE,
    { name: 'zipcode', label: 'Zip code', autoComplete: 'postal-code', required: false, half: true },
    ...PASSWORDS,
  ],
  company: [
    { name: 'companyname', label: 'Company name', autoComplete: 'organization', required: true },
    { name: 'companyregnumber', label: 'Registration number (RC)', autoComplete: 'off', required: true },
    { name: 'companyemail', label: 'Company email', type: 'email', autoComplete: 'email', required: true },
    { name: 'companyphone', label: 'Company phone', type: 'tel', autoComplete: 'tel', required: true },
    { name: 'companyaddress', label: 'Company address', autoComplete: 'street-address', required: false },
    ...PLACE,
    { name: 'zipcode', label: 'Zip code', autoComplete: 'postal-code', required: true, half: true },
    ...PASSWORDS,
  ],
};

export const SIGNUP_EMAIL_FIELD: Record<BuyerType, string> = { individual: 'email', company: 'companyemail' };
