import type { ShippingField } from '@/lib/checkout/form';

export interface ShippingFieldMeta {
  label: string;
  autoComplete: string;
  type?: 'email' | 'tel';
  hint?: string;
  /** Takes the whole row on wide screens. */
  wide?: boolean;
}

export const SHIPPING_FIELD_META: Record<ShippingField, ShippingFieldMeta> = {
  firstname: { label: 'First name', autoComplete: 'given-name' },
  lastname: { label: 'Last name', autoComplete: 'family-name' },
  companyname: { label: 'Company name', autoComplete: 'organization', wide: true },
  email: { label: 'Email', autoComplete: 'email', type: 'email' },
  phone: { label: 'Phone', autoComplete: 'tel', type: 'tel', hint: 'At most 11 characters, e.g. 08031234567' },
  address: { label: 'Address', autoComplete: 'street-address', wide: true },
  city: { label: 'City', autoComplete: 'address-level2' },
  state: { label: 'State', autoComplete: 'address-level1' },
};
