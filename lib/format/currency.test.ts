import { currencyOf, US_DOLLAR } from './currency';

test('a currency is what en-US writes before and after the digits', () => {
  expect(currencyOf('USD')).toBe(US_DOLLAR);
  expect(currencyOf('NGN')).toEqual({ code: 'NGN', prefix: '₦', suffix: '' });
  expect(currencyOf('KES')).toEqual({ code: 'KES', prefix: 'KES\u00a0', suffix: '' });
});

test('a setting that is no currency code says which setting is wrong', () => {
  expect(() => currencyOf('dollars')).toThrow('MARKETPLACE_CURRENCY must be a three-letter currency code such as USD or NGN, not "dollars".');
});
