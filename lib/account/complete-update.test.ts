import type { CompanyProfile, IndividualProfile } from '@/lib/domain/buyer';
import { completeBillingAddress, completeCompanyDetails, completeIndividualDetails } from './complete-update';

const place = { country: 'Nigeria', state: 'Kano', city: 'Kano', profilePictureUrl: null };

const individual: IndividualProfile = {
  type: 'individual',
  userId: 'AGB000123',
  firstName: 'Amina',
  lastName: 'Bello',
  email: 'amina@example.ng',
  phone: '08031234567',
  address: null,
  zipcode: '700001',
  ...place,
};

const company: CompanyProfile = {
  type: 'company',
  userId: 'AGCB000045',
  companyName: 'Sahel Grains Ltd',
  registrationNumber: 'RC1234567',
  email: 'orders@sahelgrains.ng',
  phone: '08122223333',
  address: '4 Bompai Road',
  zipcode: null,
  ...place,
};

describe('completeIndividualDetails', () => {
  it('sends every saved field, with the buyer’s changes on top', () => {
    expect(completeIndividualDetails(individual, { phone: '09011112222' })).toEqual({
      firstname: 'Amina',
      lastname: 'Bello',
      email: 'amina@example.ng',
      phone: '09011112222',
    });
  });
});

describe('completeCompanyDetails', () => {
  it('keeps the address and place when only the name changes, and leaves out what the profile holds as null', () => {
    expect(completeCompanyDetails(company, { companyname: 'Sahel Grains Nigeria Ltd' })).toEqual({
      companyname: 'Sahel Grains Nigeria Ltd',
      companyregnumber: 'RC1234567',
      companyemail: 'orders@sahelgrains.ng',
      companyphone: '08122223333',
      companyaddress: '4 Bompai Road',
      country: 'Nigeria',
      state: 'Kano',
      city: 'Kano',
    });
  });

  it('keeps the company’s details when the billing form changes its address', () => {
    const sent = completeCompanyDetails(company, { companyaddress: '9 Zoo Road', city: 'Kano Municipal' });
    expect(sent).toMatchObject({ companyname: 'Sahel Grains Ltd', companyaddress: '9 Zoo Road', city: 'Kano Municipal', state: 'Kano' });
  });
});

describe('completeBillingAddress', () => {
  it('sends the whole place with the changed part, and the zipcode it had', () => {
    expect(completeBillingAddress(individual, { state: 'Kaduna' })).toEqual({ country: 'Nigeria', state: 'Kaduna', city: 'Kano', zipcode: '700001' });
  });

  it('passes the street address on only when the buyer sent one', () => {
    expect(completeBillingAddress(individual, { address: '12 Ahmadu Bello Way' })).toHaveProperty('address', '12 Ahmadu Bello Way');
    expect(completeBillingAddress(individual, { city: 'Zaria' })).not.toHaveProperty('address');
  });
});
