import { paymentReturnOf } from './payment-return';

describe('paymentReturnOf', () => {
  it.each([
    ['failed', 'failed'],
    ['declined', 'failed'],
    ['cancelled', 'cancelled'],
    ['Canceled', 'cancelled'],
    [' CANCELLED ', 'cancelled'],
  ])('reads %p as %p', (value, expected) => {
    expect(paymentReturnOf(value)).toBe(expected);
  });

  it.each([null, undefined, '', 'success', 'failedx'])('is an ordinary visit for %p', (value) => {
    expect(paymentReturnOf(value)).toBeNull();
  });
});
