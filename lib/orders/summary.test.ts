import { US_DOLLAR } from '@/lib/format/currency';
import { customerName, orderSummaryRows, paymentMethodLabel, productCountText, shippingAddressText } from './summary';

describe('orderSummaryRows', () => {
  it('shows the id with #, the method and the amounts in the marketplace currency', () => {
    const order = { orderId: '4821937465', paymentMethod: 'paystack', subtotal: 3000, shippingFee: 22.5, total: 3022.5 };
    expect(orderSummaryRows(order, US_DOLLAR)).toEqual([
      { label: 'Order ID', value: '#4821937465' },
      { label: 'Payment method', value: 'Paystack' },
      { label: 'Subtotal', value: '$3,000.00' },
      { label: 'Shipping', value: '$22.50' },
      { label: 'Total', value: '$3,022.50' },
    ]);
  });

  it('keeps cents exact and shows a free delivery as 0.00', () => {
    const order = { orderId: '1', paymentMethod: 'stripe', subtotal: 0.3, shippingFee: 0, total: 0.3 };
    expect(orderSummaryRows(order, US_DOLLAR).slice(2).map((row) => row.value)).toEqual(['$0.30', '$0.00', '$0.30']);
  });
});

describe('labels', () => {
  it.each([
    ['paystack', 'Paystack'],
    ['stripe', 'Stripe'],
    ['card', 'Card'],
    ['bank_transfer', 'Bank transfer'],
    ['', 'Not recorded'],
  ])('payment method %p reads %p', (method, label) => expect(paymentMethodLabel(method)).toBe(label));

  it('counts products', () => {
    expect(productCountText(1)).toBe('1 Product');
    expect(productCountText(3)).toBe('3 Products');
  });

  it('names the buyer and joins the address with city and state when present', () => {
    expect(customerName({ firstname: 'Chidi', lastname: 'Eze' })).toBe('Chidi Eze');
    expect(customerName({ firstname: 'Agro Ltd', lastname: '' })).toBe('Agro Ltd');
    expect(shippingAddressText({ shippingAddress: '12 Market Road', city: 'Ibadan', state: 'Oyo' })).toBe('12 Market Road, Ibadan, Oyo');
    expect(shippingAddressText({ shippingAddress: '12 Market Road', city: null, state: ' ' })).toBe('12 Market Road');
  });

  it('does not repeat a city or state the address already names', () => {
    expect(shippingAddressText({ shippingAddress: '14 Allen Avenue, Ikeja', city: 'Ikeja', state: 'Lagos' })).toBe('14 Allen Avenue, Ikeja, Lagos');
    expect(shippingAddressText({ shippingAddress: '14 Allen Avenue, ikeja, Lagos.', city: 'Ikeja', state: 'Lagos' })).toBe('14 Allen Avenue, ikeja, Lagos.');
    expect(shippingAddressText({ shippingAddress: '3 Zik Avenue Enugu', city: 'Enugu', state: 'Enugu' })).toBe('3 Zik Avenue Enugu');
    // A city and a state of one name are both shown when the address names neither.
    expect(shippingAddressText({ shippingAddress: '14 Ogui Road', city: 'Enugu', state: 'Enugu' })).toBe('14 Ogui Road, Enugu, Enugu');
    expect(shippingAddressText({ shippingAddress: ' ', city: 'Enugu', state: 'Enugu' })).toBe('Enugu, Enugu');
    // A street that only contains the name is not the city.
    expect(shippingAddressText({ shippingAddress: '5 Ikeja Road', city: 'Ikeja', state: 'Lagos' })).toBe('5 Ikeja Road, Ikeja, Lagos');
  });
});
