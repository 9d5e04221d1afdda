import { buyerTypeOfUserId, profileDisplayName } from '@/lib/domain/buyer';
import { roundMoney } from '@/lib/domain/money';
import { orderStepIndex } from '@/lib/domain/orders';
import { emptyPage, singlePage } from '@/lib/domain/page';

describe('domain helpers', () => {
  it('tells the buyer type from the user id prefix', () => {
    expect(buyerTypeOfUserId('AGCB1234')).toBe('company');
    expect(buyerTypeOfUserId('AGB12345678')).toBe('individual');
    expect(buyerTypeOfUserId('AGS12345678')).toBeNull();
    expect(buyerTypeOfUserId('AGCS1234')).toBeNull();
    expect(buyerTypeOfUserId('')).toBeNull();
  });

  it('names a profile by person or company', () => {
    const common = { userId: 'x', email: '', phone: '', address: null, country: '', state: '', city: '', zipcode: null, profilePictureUrl: null };
    expect(profileDisplayName({ ...common, type: 'individual', firstName: 'Chinedu', lastName: 'Eze' })).toBe('Chinedu Eze');
    expect(profileDisplayName({ ...common, type: 'company', companyName: 'Green Basket Ltd', registrationNumber: 'RC1' })).toBe('Green Basket Ltd');
  });

  it('builds pages', () => {
    // The provider's 404 for page 3: the last page is before it; for page 1, an empty list's only page.
    expect(emptyPage(3, 10)).toEqual({ items: [], page: 3, lastPage: 2, perPage: 10, total: 0 });
    expect(emptyPage(1, 10)).toEqual({ items: [], page: 1, lastPage: 1, perPage: 10, total: 0 });
    expect(singlePage(['a', 'b'])).toEqual({ items: ['a', 'b'], page: 1, lastPage: 1, perPage: 2, total: 2 });
  });

  it('places statuses on the delivery path', () => {
    expect(orderStepIndex('placed')).toBe(0);
    expect(orderStepIndex('delivered')).toBe(4);
    expect(orderStepIndex('cancelled')).toBe(-1);
  });

  it('rounds money to cents', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(1.005)).toBe(1.01);
  });
});
