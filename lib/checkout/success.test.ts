import type { Order } from '@/lib/domain/orders';
import { paidWith, receiptOf } from './success';

const params = (query: string) => new URLSearchParams(query);

describe('receiptOf', () => {
  it('reads the order and reference the gateway returns with', () => {
    expect(receiptOf(params('reference=T123456789012345&orderId=4821937465'))).toEqual({ orderId: '4821937465', reference: 'T123456789012345' });
    expect(receiptOf(params('orderId=4821937465&reference=cs_test_a1B2'))).toEqual({ orderId: '4821937465', reference: 'cs_test_a1B2' });
  });

  it.each(['', 'orderId=4821937465', 'reference=T1', 'orderId=&reference=T1', 'orderId=../cart&reference=T1', 'orderId=1&reference=<script>'])(
    'has no receipt for %p',
    (query) => {
      expect(receiptOf(params(query))).toBeNull();
    },
  );
});

describe('paidWith', () => {
  const order = { orderId: '4821937465', paymentReference: 'T123456789012345' } as Order;

  it('accepts the order only with the payment that created it', () => {
    expect(paidWith(order, { orderId: '4821937465', reference: 'T123456789012345' })).toBe(true);
    expect(paidWith(order, { orderId: '4821937465', reference: 'T999999999999999' })).toBe(false);
    expect(paidWith(order, { orderId: '1111111111', reference: 'T123456789012345' })).toBe(false);
  });

  it('has nothing to accept without an order', () => {
    expect(paidWith(null, { orderId: '4821937465', reference: 'T123456789012345' })).toBe(false);
    expect(paidWith(undefined, { orderId: '4821937465', reference: 'T123456789012345' })).toBe(false);
  });
});
