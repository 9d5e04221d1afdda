import { accountGateRedirect, isAccountPath } from './account-gate';

describe('accountGateRedirect', () => {
  it.each([
    ['/cart', '', '/login?next=%2Fcart'],
    ['/orderdetails/1234', '', '/login?next=%2Forderdetails%2F1234'],
    ['/success', '?reference=AGR-1&orderId=12', '/login?next=%2Fsuccess%3Freference%3DAGR-1%26orderId%3D12'],
    ['/checkout', '?payment=cancelled', '/login?next=%2Fcheckout%3Fpayment%3Dcancelled'],
  ])('sends a visitor from %s%s to %s', (path, search, target) => {
    expect(accountGateRedirect(path, search, false)).toBe(target);
  });

  it('lets a buyer with a session cookie through', () => {
    expect(accountGateRedirect('/cart', '', true)).toBeNull();
  });

  it.each(['/', '/product/AGP1', '/allproduct', '/login', '/cartoons', '/faq/order'])('leaves public %s alone', (path) => {
    expect(isAccountPath(path)).toBe(false);
    expect(accountGateRedirect(path, '', false)).toBeNull();
  });
});
