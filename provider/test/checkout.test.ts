import { createBuyer, createCompanyBuyer, createProduct, createSeller, type BuyerFixture } from './support/fixtures';
import { createHarness, expectNoSecrets, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { addToCart, cartOf, CHECKOUT_FORM, confirmOrder, count, paymentRow, productRow } from './support/shopping';

describe('POST /confirmOrder/{buyerId} (contract 2.8)', () => {
  let h: Harness;
  let buyer: BuyerFixture;

  beforeEach(async () => {
    h = await createHarness();
    buyer = await createBuyer(h.deps);
  });
  afterEach(() => h.close());

  /** Nothing but a payment may ever be written by confirmOrder; these must all stay put. */
  async function untouched() {
    return { orders: await count(h, 'orders'), transactions: await count(h, 'transactions'), carts: await count(h, 'carts') };
  }

  test('paystack: answers the gateway’s envelope and snapshots the cart into a pending payment, nothing else', async () => {
    const seller = await createSeller(h.deps);
    const yam = await createProduct(h.deps, { seller, selling_price: 12.5, productWeight: 2.5, quantityin_stock: 40 });
    const ugu = await createProduct(h.deps, { seller, selling_price: 4.2, productWeight: 0.3, quantityin_stock: 9 });
    await addToCart(h, buyer, yam.productId, 3);
    await addToCart(h, buyer, ugu.productId, 2);
    const before = await untouched();

    const res = await confirmOrder(h, buyer);

    expect(res.status).toBe(200);
    expectNoSecrets(res.text);
    const reference = res.body.data.data.reference as string;
    expect(reference).toMatch(/^T\d{15}$/);
    expect(res.body).toEqual({
      data: {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${TEST_PUBLIC_URL}/sandbox/pay/${reference}`,
          access_code: expect.stringMatching(/^[a-z0-9]{15}$/),
          reference,
        },
      },
      // 37.5 + 8.4 = 45.9; (7.5 + 0.6) kg × 0.5 = 4.05 shipping.
      metadata: { payment_for: 'product_name', paymentMethod: 'paystack', buyerId: buyer.buyerId, shippingFee: 4.05 },
    });

    const payment = await paymentRow(h, reference);
    expect(payment).toMatchObject({
      method: 'paystack',
      buyerId: buyer.buyerId,
      buyerType: 'individual',
      status: 'pending',
      currency: 'USD',
      subtotal: 45.9,
      shipping_fee: 4.05,
      amount: 49.95,
      access_code: res.body.data.data.access_code,
      orderId: null,
      failure_reason: null,
      completed_at: null,
    });
    expect(String(payment.payment_id)).toMatch(/^\d{9,10}$/);
    expect(JSON.parse(payment.items)).toEqual([
      {
        productId: yam.productId,
        product_name: yam.product_name,
        product_image: yam.product_image,
        selling_price: 12.5,
        quantity: 3,
        productWeight: 7.5,
        sellerId: seller.sellerId,
      },
      {
        productId: ugu.productId,
        product_name: ugu.product_name,
        product_image: ugu.product_image,
        selling_price: 4.2,
        quantity: 2,
        productWeight: 0.6,
        sellerId: seller.sellerId,
      },
    ]);
    const profile = await h.deps.db.selectFrom('buyers').selectAll().where('buyerId', '=', buyer.buyerId).executeTakeFirstOrThrow();
    expect(JSON.parse(payment.customer)).toEqual({
      firstname: profile.firstname,
      lastname: profile.lastname,
      companyname: null,
      email: buyer.email,
      phone_number: CHECKOUT_FORM.phone_number,
      shipping_address: CHECKOUT_FORM.shipping_address,
      city: 'Lekki',
      state: 'Lagos',
      country: null,
      zipcode: null,
      billing_address: 'Ikeja, Lagos, Nigeria, 100001',
      order_notes: null,
    });

    expect(await untouched()).toEqual(before);
    expect((await productRow(h, yam.productId)).quantityin_stock).toBe(40);
  });

  test('stripe: answers a Checkout Session whose id is the payment reference', async () => {
    await addToCart(h, buyer, (await createProduct(h.deps, { selling_price: 10, productWeight: 1 })).productId, 2);
    const res = await confirmOrder(h, buyer, { paymentMethod: 'stripe' });

    expect(res.status).toBe(200);
    const id = res.body.id as string;
    expect(id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(res.body).toEqual({
      id,
      url: `${TEST_PUBLIC_URL}/sandbox/pay/${id}`,
      metadata: { payment_for: 'product_purchase', paymentMethod: 'stripe', buyerId: buyer.buyerId, shippingFee: 1 },
    });
    expect(await paymentRow(h, id)).toMatchObject({ method: 'stripe', status: 'pending', subtotal: 20, shipping_fee: 1, amount: 21 });
  });

  test('the checkout form’s optional fields are kept with the payment', async () => {
    await addToCart(h, buyer, (await createProduct(h.deps)).productId, 1);
    const reference = (
      await confirmOrder(h, buyer, {
        firstname: 'Ngozi',
        lastname: 'Adeyemi',
        email: 'ngozi@example.com',
        country: 'Nigeria',
        zipcode: '106104',
        order_notes: 'Call on arrival <please>',
      })
    ).body.data.data.reference;

    expect(JSON.parse((await paymentRow(h, reference)).customer)).toMatchObject({
      firstname: 'Ngozi',
      lastname: 'Adeyemi',
      email: 'ngozi@example.com',
      country: 'Nigeria',
      zipcode: '106104',
      order_notes: 'Call on arrival <please>',
      // Still the profile's, as the original builds it.
      billing_address: 'Ikeja, Lagos, Nigeria, 100001',
    });
  });

  test('a company buyer pays under its company name and e-mail, with an empty last name', async () => {
    const company = await createCompanyBuyer(h.deps);
    await addToCart(h, company, (await createProduct(h.deps)).productId, 1);
    const res = await confirmOrder(h, company, { firstname: 'Ignored', lastname: 'Ignored' });
    expect(res.status).toBe(200);
    expect(res.body.metadata.buyerId).toBe(company.buyerId);

    const payment = await paymentRow(h, res.body.data.data.reference);
    const profile = await h.deps.db
      .selectFrom('company_buyers')
      .selectAll()
      .where('companyBuyerId', '=', company.buyerId)
      .executeTakeFirstOrThrow();
    expect(payment.buyerType).toBe('company');
    expect(JSON.parse(payment.customer)).toMatchObject({
      firstname: profile.companyname,
      lastname: '',
      companyname: profile.companyname,
      email: company.email,
      billing_address: 'Port Harcourt, Rivers, Nigeria, 500001',
    });
  });

  test('every checkout gets its own reference and payment id', async () => {
    await addToCart(h, buyer, (await createProduct(h.deps)).productId, 1);
    const first = await confirmOrder(h, buyer);
    const second = await confirmOrder(h, buyer);
    const a = await paymentRow(h, first.body.data.data.reference);
    const b = await paymentRow(h, second.body.data.data.reference);
    expect(a.reference).not.toBe(b.reference);
    expect(a.payment_id).not.toBe(b.payment_id);
  });

  test('another buyer’s id is 401 and writes nothing', async () => {
    const other = await createBuyer(h.deps);
    await addToCart(h, buyer, (await createProduct(h.deps)).productId, 1);
    const res = await h.request('POST', `/api/confirmOrder/${other.buyerId}`, { token: buyer.token, json: CHECKOUT_FORM });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: false, message: 'Buyer ID does not match the authenticated buyer.' });
    expect(await count(h, 'payments')).toBe(0);
  });

  test('needs a token', async () => {
    const res = await h.request('POST', `/api/confirmOrder/${buyer.buyerId}`, { json: CHECKOUT_FORM });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Unauthenticated.' });
  });

  test('a missing body is a 422 naming every required field, and writes nothing', async () => {
    await addToCart(h, buyer, (await createProduct(h.deps)).productId, 1);
    const res = await h.request('POST', `/api/confirmOrder/${buyer.buyerId}`, { token: buyer.token, json: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('An error occurred during checkout: The payment method field is required. (and 4 more errors)');
    expect(res.body.errors).toEqual({
      paymentMethod: ['The payment method field is required.'],
      shipping_address: ['The shipping address field is required.'],
      city: ['The city field is required.'],
      state: ['The state field is required.'],
      phone_number: ['The phone number field is required.'],
    });
    expect(await count(h, 'payments')).toBe(0);
  });

  test.each([
    ['phone_number', { phone_number: '0'.repeat(21) }, 'The phone number field must not be greater than 20 characters.'],
    ['order_notes', { order_notes: 'x'.repeat(1001) }, 'The order notes field must not be greater than 1000 characters.'],
    ['email', { email: 'not-an-email' }, 'The email field must be a valid email address.'],
    ['city', { city: '   ' }, 'The city field is required.'],
  ])('an invalid %s is a 422 and writes nothing', async (field, form, message) => {
    await addToCart(h, buyer, (await createProduct(h.deps)).productId, 1);
    const res = await confirmOrder(h, buyer, form);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: `An error occurred during checkout: ${message}`,
      errors: { [field]: [message] },
      error: { [field]: [message] },
    });
    expect(await count(h, 'payments')).toBe(0);
  });

  test('an empty cart is 400, before the payment method is looked at', async () => {
    const res = await confirmOrder(h, buyer, { paymentMethod: 'bitcoin' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Cart is empty. Please add items to the cart first.' });
    expect(await count(h, 'payments')).toBe(0);
  });

  test('an unknown payment method is 400 and keeps the cart', async () => {
    await addToCart(h, buyer, (await createProduct(h.deps)).productId, 1);
    const res = await confirmOrder(h, buyer, { paymentMethod: 'bitcoin' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: false, message: 'Invalid payment method selected.' });
    expect(await count(h, 'payments')).toBe(0);
    expect(await cartOf(h, buyer.buyerId)).toHaveLength(1);
  });
});
