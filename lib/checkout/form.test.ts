import type { CompanyProfile, IndividualProfile } from '@/lib/domain/buyer';
import { checkoutDefaults, firstInvalidField, serverFieldErrors, validateCheckout, type CheckoutValues } from './form';

const individual: IndividualProfile = {
  type: 'individual',
  userId: 'AGB12345678',
  firstName: 'Chidi',
  lastName: 'Eze',
  email: 'chidi@example.com',
  phone: '07012345678',
  address: '4 Market Road',
  country: 'Nigeria',
  state: 'Enugu',
  city: 'Nsukka',
  zipcode: null,
  profilePictureUrl: null,
};

const company: CompanyProfile = {
  type: 'company',
  userId: 'AGCB1234',
  companyName: 'Green Basket Foods Ltd',
  registrationNumber: 'RC123456',
  email: 'orders@greenbasket.example',
  phone: '09087654321',
  address: null,
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Ikeja',
  zipcode: '100001',
  profilePictureUrl: null,
};

const filled = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  ...checkoutDefaults(individual),
  paymentMethod: 'paystack',
  ...overrides,
});

describe('checkoutDefaults', () => {
  it('prefills an individual from the profile, with no payment method chosen', () => {
    expect(checkoutDefaults(individual)).toEqual({
      firstname: 'Chidi',
      lastname: 'Eze',
      companyname: '',
      address: '4 Market Road',
      state: 'Enugu',
      city: 'Nsukka',
      email: 'chidi@example.com',
      phone: '07012345678',
      orderNotes: '',
      paymentMethod: null,
    });
  });

  it('prefills a company with its name, and an empty address when it has none', () => {
    expect(checkoutDefaults(company)).toMatchObject({ companyname: 'Green Basket Foods Ltd', firstname: '', address: '', phone: '09087654321' });
  });
});

describe('validateCheckout', () => {
  it('gives the route handler’s body for a complete form', () => {
    expect(validateCheckout('individual', filled({ orderNotes: '  Call at the gate ' }))).toEqual({
      ok: true,
      body: {
        buyerType: 'individual',
        firstname: 'Chidi',
        lastname: 'Eze',
        address: '4 Market Road',
        state: 'Enugu',
        city: 'Nsukka',
        email: 'chidi@example.com',
        phone: '07012345678',
        paymentMethod: 'paystack',
        orderNotes: 'Call at the gate',
      },
    });
  });

  it('leaves blank notes out', () => {
    const result = validateCheckout('individual', filled({ orderNotes: '   ' }));
    expect(result.ok && 'orderNotes' in result.body).toBe(false);
  });

  it('requires every shipping field and a payment method, one message per field', () => {
    const blank = { firstname: ' ', lastname: '', address: '', state: '', city: '', email: '', phone: '', paymentMethod: null };
    expect(validateCheckout('individual', filled(blank))).toEqual({
      ok: false,
      errors: {
        firstname: 'First name is required',
        lastname: 'Last name is required',
        address: 'Address is required',
        state: 'State is required',
        city: 'City is required',
        email: 'Email is required',
        phone: 'Phone is required',
        paymentMethod: 'Choose a payment method',
      },
    });
  });

  it('asks a company for its name, not a person’s', () => {
    const values = { ...checkoutDefaults(company), address: '12 Ring Road', paymentMethod: 'stripe' as const };
    expect(validateCheckout('company', values).ok).toBe(true);
    expect(validateCheckout('company', { ...values, companyname: '' })).toEqual({ ok: false, errors: { companyname: 'Company name is required' } });
  });

  it('allows a phone of 11 characters and refuses 12 (spec section 5)', () => {
    expect(validateCheckout('individual', filled({ phone: '08031234567' })).ok).toBe(true);
    expect(validateCheckout('individual', filled({ phone: '080312345678' }))).toEqual({
      ok: false,
      errors: { phone: 'Phone must be at most 11 characters, e.g. 08031234567' },
    });
  });

  it('refuses letters in the phone and a malformed email', () => {
    expect(validateCheckout('individual', filled({ phone: '0803-CALL', email: 'chidi@' }))).toEqual({
      ok: false,
      errors: { email: 'Enter a valid email address', phone: 'Phone may contain only digits, with an optional + at the start' },
    });
  });
});

describe('serverFieldErrors', () => {
  it('puts the provider’s confirmOrder fields and our own at the form’s fields', () => {
    expect(
      serverFieldErrors({
        shipping_address: ['The shipping address field is required.'],
        phone_number: ['The phone number field must not be greater than 20 characters.'],
        city: ['The city field is required.', 'second message'],
        payment_method: ['The payment method field is required.'],
        buyerType: ['Invalid input'],
      }),
    ).toEqual({
      address: 'The shipping address field is required.',
      phone: 'The phone number field must not be greater than 20 characters.',
      city: 'The city field is required.',
      paymentMethod: 'The payment method field is required.',
    });
  });
});

describe('firstInvalidField', () => {
  it('is the first field the form shows with an error', () => {
    expect(firstInvalidField('individual', { paymentMethod: 'x', city: 'y', email: 'z' })).toBe('email');
    expect(firstInvalidField('individual', {})).toBeNull();
  });

  it("is a company's name before its phone: the company form shows its name first", () => {
    expect(firstInvalidField('company', { phone: 'x', companyname: 'y' })).toBe('companyname');
    expect(firstInvalidField('individual', { phone: 'x', firstname: 'y' })).toBe('firstname');
  });
});
