import { deriveTransactions, groupOrderLines, normalizeOrderStatus, orderFromLines, type OrderLine } from '@/lib/domain/orders';
import { confirmOrder, getOrderById, getOrders } from '../orders';
import { REJECTED_FALLBACK_MESSAGE } from '../errors';
import { orderRow, productImage } from './support/contract-shapes';
import { answer, jsonBody, onlyRequest, withMockProvider } from './support/fetch-mock';

withMockProvider();

const TOKEN = '3|orderTokenXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX';

const LINE: OrderLine = {
  orderId: '4821937465',
  productId: 'AGP123456',
  productName: 'Fresh Tomatoes',
  imageUrl: '/media/product_images/123.jpg',
  unitPrice: 1500,
  quantity: 2,
  lineTotal: 3000,
  status: 'confirmed',
  statusHistory: [],
  createdAt: '2024-06-10T12:34:56.000000Z',
  paymentMethod: 'card',
  paymentReference: 'T123456789012345',
  paymentId: '3981234567',
  currency: 'NGN',
  shippingFee: 75,
  grandTotal: 4575,
  firstname: 'Chinedu',
  lastname: 'Eze',
  email: 'chinedu@example.com',
  shippingAddress: '12 Allen Avenue, Ikeja',
  city: null,
  state: null,
  phone: '08120000001',
};

describe('getOrders', () => {
  it('reads every row: string numbers, line total from the unit price (not total_price_per_item)', async () => {
    const requests = answer(200, {
      message: 'All orders fetched successfully for the authenticated user.',
      data: { orders: [orderRow()] },
    });
    await expect(getOrders(TOKEN)).resolves.toEqual([LINE]);
    expect(onlyRequest(requests).init.cache).toBe('no-store');
  });

  it("reads the sandbox's statuses and history", async () => {
    const row = orderRow({
      order_status: 'shipped',
      paymentMethod: 'paystack',
      payment_id: 0,
      city: 'Ikeja',
      state: 'Lagos',
      status_history: [
        { status: 'placed', created_at: '2024-06-10T12:30:00.000000Z' },
        { status: 'confirmed', created_at: '2024-06-10T12:34:56.000000Z' },
        { status: 'shipped', created_at: '2024-06-11T08:00:00.000000Z' },
      ],
    });
    answer(200, { message: 'ok', data: { orders: [row] } });
    const [line] = (await getOrders(TOKEN)) ?? [];
    expect(line).toMatchObject({
      status: 'shipped',
      paymentId: null,
      city: 'Ikeja',
      state: 'Lagos',
      statusHistory: [
        { status: 'placed', at: '2024-06-10T12:30:00.000000Z' },
        { status: 'confirmed', at: '2024-06-10T12:34:56.000000Z' },
        { status: 'shipped', at: '2024-06-11T08:00:00.000000Z' },
      ],
    });
  });

  it('no order history (404) is null, an empty list is an empty list', async () => {
    answer(404, { message: 'No orders found for the authenticated user.' });
    await expect(getOrders(TOKEN)).resolves.toBeNull();
    answer(200, { message: 'ok', data: { orders: [] } });
    await expect(getOrders(TOKEN)).resolves.toEqual([]);
  });

  it('an amount that is not a number reads null (Invalid input), beside the rows that have one', async () => {
    answer(200, { message: 'ok', data: { orders: [orderRow({ amount: 'N/A', grand_price: 'N/A' }), orderRow({ productId: 'AGP654321' })] } });
    await expect(getOrders(TOKEN)).resolves.toEqual([
      { ...LINE, unitPrice: null, lineTotal: null, grandTotal: null },
      { ...LINE, productId: 'AGP654321' },
    ]);
  });

  it('a quantity that is not a number is still invalid_response', async () => {
    answer(200, { message: 'ok', data: { orders: [orderRow({ quantity: 'N/A' })] } });
    await expect(getOrders(TOKEN)).rejects.toMatchObject({ kind: 'invalid_response' });
  });
});

describe('getOrderById', () => {
  it("uses the provider's totals and product_image_url", async () => {
    const row = orderRow({ product_image: undefined, product_image_url: productImage('456.png'), price_per_item: 1500, total_price_per_item: 3000 });
    const requests = answer(200, {
      message: 'Orders fetched successfully.',
      data: { orders: [row, orderRow({ productId: 'AGP654321', productName: 'Okra', amount: '500', quantity: '1' })], subtotal: 3500, shipping_fee: '75', total: 3575 },
    });
    const order = await getOrderById(TOKEN, '4821937465');
    expect(onlyRequest(requests).url.pathname).toBe('/api/getOrderById/4821937465');
    expect(order).toMatchObject({
      orderId: '4821937465',
      status: 'confirmed',
      subtotal: 3500,
      shippingFee: 75,
      total: 3575,
      customer: { firstname: 'Chinedu', email: 'chinedu@example.com', phone: '08120000001', shippingAddress: '12 Allen Avenue, Ikeja' },
    });
    expect(order?.lines.map((l) => [l.productId, l.imageUrl, l.lineTotal])).toEqual([
      ['AGP123456', '/media/product_images/456.png', 3000],
      ['AGP654321', '/media/product_images/123.jpg', 500],
    ]);
  });

  it("the provider's totals when they are numbers, else the lines' sums", async () => {
    const lines = [orderRow(), orderRow({ productId: 'AGP654321', amount: '500', quantity: '1' })];
    answer(200, { message: 'ok', data: { orders: lines, subtotal: 'N/A', shipping_fee: '75', total: null } });
    await expect(getOrderById(TOKEN, '4821937465')).resolves.toMatchObject({ subtotal: 3500, total: 3575 });
  });

  it('an unknown (or foreign) order is null', async () => {
    answer(404, { message: 'No orders found for the authenticated user with the given order ID.' });
    await expect(getOrderById(TOKEN, '1')).resolves.toBeNull();
  });

  it('a shipping fee that is not a number (null) is the one the rows give, not a failed order', async () => {
    answer(200, { message: 'ok', data: { orders: [orderRow({ shippingFee: '75' })], subtotal: null, shipping_fee: null, total: null } });
    await expect(getOrderById(TOKEN, '123')).resolves.toMatchObject({ shippingFee: 75 });
  });
});

describe('confirmOrder', () => {
  const payload = { paymentMethod: 'paystack' as const, shipping_address: '12 Allen Avenue', city: 'Ikeja', state: 'Lagos', phone_number: '08120000001' };

  it('Paystack: the URL at data.data.authorization_url, answered as text/html', async () => {
    const body = {
      data: {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: 'https://checkout.paystack.com/0peioxfhpn', access_code: '0peioxfhpn', reference: 'T123456789012345' },
      },
      metadata: { payment_for: 'product_name', paymentMethod: 'paystack', buyerId: 'AGB12345678', shippingFee: 75 },
    };
    const requests = answer(200, JSON.stringify(body), 'text/html; charset=UTF-8');
    await expect(confirmOrder(TOKEN, 'AGB12345678', payload)).resolves.toEqual({
      provider: 'paystack',
      redirectUrl: 'https://checkout.paystack.com/0peioxfhpn',
    });
    const request = onlyRequest(requests);
    expect(request.url.pathname).toBe('/api/confirmOrder/AGB12345678');
    expect(jsonBody(request)).toEqual(payload);
  });

  it('Paystack: status false at HTTP 200 is a rejected error with its message', async () => {
    answer(200, JSON.stringify({ data: { status: false, message: 'Invalid Email Address Passed' }, metadata: {} }), 'text/html');
    await expect(confirmOrder(TOKEN, 'AGB12345678', payload)).rejects.toMatchObject({ kind: 'rejected', status: 502, message: 'Invalid Email Address Passed' });
  });

  it("Paystack: its refusal of the provider's key is the operator's to fix, and not told to the buyer", async () => {
    answer(200, JSON.stringify({ data: { status: false, message: 'Invalid key' }, metadata: {} }), 'text/html');
    await expect(confirmOrder(TOKEN, 'AGB12345678', payload)).rejects.toMatchObject({ status: 502, message: REJECTED_FALLBACK_MESSAGE, explained: false });
  });

  it("Paystack: a refusal's reason naming the gateway's internals is cut to its first part, and none is unexplained", async () => {
    const reason = 'Transaction initialization failed: cURL error 28: Operation timed out for https://api.paystack.co/transaction/initialize';
    answer(200, JSON.stringify({ data: { status: false, message: reason }, metadata: {} }), 'text/html');
    await expect(confirmOrder(TOKEN, 'AGB12345678', payload)).rejects.toMatchObject({ status: 502, message: 'Transaction initialization failed.' });
    answer(200, JSON.stringify({ data: { status: false }, metadata: {} }), 'text/html');
    await expect(confirmOrder(TOKEN, 'AGB12345678', payload)).rejects.toMatchObject({ status: 502, explained: false });
  });

  it('Stripe: the session url', async () => {
    answer(200, { id: 'cs_test_abc', url: 'https://checkout.stripe.com/c/pay/cs_test_abc', metadata: { paymentMethod: 'stripe' } });
    await expect(confirmOrder(TOKEN, 'AGB12345678', { ...payload, paymentMethod: 'stripe' })).resolves.toEqual({
      provider: 'stripe',
      redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_abc',
    });
  });

  it('never redirects to a non-http URL, and needs one of the two shapes', async () => {
    answer(200, { url: 'javascript:alert(1)' });
    await expect(confirmOrder(TOKEN, 'AGB12345678', payload)).rejects.toMatchObject({ kind: 'invalid_response' });
    answer(200, { data: { status: true, data: {} } });
    await expect(confirmOrder(TOKEN, 'AGB12345678', payload)).rejects.toMatchObject({ kind: 'invalid_response' });
  });

  it('refusals keep status and message (empty cart, id mismatch)', async () => {
    answer(400, { status: false, message: 'Cart is empty. Please add items to the cart first.' });
    await expect(confirmOrder(TOKEN, 'AGB12345678', payload)).rejects.toMatchObject({ status: 400, message: 'Cart is empty. Please add items to the cart first.' });
    answer(401, { status: false, message: 'Buyer ID does not match the authenticated buyer.' });
    await expect(confirmOrder(TOKEN, 'AGB00000000', payload)).rejects.toMatchObject({ status: 401 });
  });
});

describe('domain: grouping rows into orders and transactions', () => {
  const a1 = LINE;
  const a2 = { ...LINE, productId: 'AGP654321', productName: 'Okra', unitPrice: 500, quantity: 1, lineTotal: 500 };
  const b1 = {
    ...LINE,
    orderId: '1111111111',
    paymentReference: 'T999',
    paymentId: null,
    grandTotal: null,
    shippingFee: 10,
    createdAt: '2024-06-01T00:00:00.000000Z',
  };

  it('groups by orderId in first-seen order, with subtotal, shipping and total', () => {
    const orders = groupOrderLines([a1, b1, a2]);
    expect(orders.map((o) => [o.orderId, o.lines.length, o.subtotal, o.shippingFee, o.total])).toEqual([
      ['4821937465', 2, 3500, 75, 3575],
      ['1111111111', 1, 3000, 10, 3010],
    ]);
    expect(orderFromLines([])).toBeNull();
  });

  it('an order with a line whose amount is unknown has no subtotal or total, nor its payment an amount', () => {
    const unknown = { ...a2, unitPrice: null, lineTotal: null };
    expect(groupOrderLines([a1, unknown, b1]).map((o) => [o.orderId, o.subtotal, o.total])).toEqual([
      ['4821937465', null, null],
      ['1111111111', 3000, 3010],
    ]);
    expect(deriveTransactions([{ ...a1, grandTotal: null }, unknown]).map((t) => t.amount)).toEqual([null]);
    // What the gateway charged is known all the same.
    expect(deriveTransactions([a1, unknown]).map((t) => t.amount)).toEqual([4575]);
  });

  it('derives one transaction per payment', () => {
    expect(deriveTransactions([a1, a2, b1])).toEqual([
      {
        id: '3981234567',
        paymentId: '3981234567',
        reference: 'T123456789012345',
        orderIds: ['4821937465'],
        createdAt: '2024-06-10T12:34:56.000000Z',
        amount: 4575,
        currency: 'NGN',
        method: 'card',
        status: 'success',
      },
      {
        id: 'T999',
        paymentId: null,
        reference: 'T999',
        orderIds: ['1111111111'],
        createdAt: '2024-06-01T00:00:00.000000Z',
        // No grand_price: what the order adds up to.
        amount: 3010,
        currency: 'NGN',
        method: 'card',
        status: 'success',
      },
    ]);
  });

  it('normalizes provider statuses', () => {
    expect(['success', 'pending', 'failed', 'Out for delivery', 'delivered', 'weird'].map(normalizeOrderStatus)).toEqual([
      'confirmed',
      'placed',
      'cancelled',
      'out_for_delivery',
      'delivered',
      'placed',
    ]);
  });
});
