import { createBuyer, createCompanyBuyer, createProduct, type BuyerFixture } from './support/fixtures';
import { createHarness, expectNoSecrets, TEST_PUBLIC_URL, type Harness } from './support/harness';
import { addToCart, cartOf } from './support/shopping';

describe('cart (contract 2.6)', () => {
  let h: Harness;
  let buyer: BuyerFixture;
  let other: BuyerFixture;

  beforeEach(async () => {
    h = await createHarness();
    buyer = await createBuyer(h.deps);
    other = await createBuyer(h.deps);
  });
  afterEach(() => h.close());

  describe('POST /addToCart/{productId}', () => {
    test('adds a line and answers the cart row with its numbers as strings', async () => {
      const product = await createProduct(h.deps, { selling_price: 12.5, productWeight: 2.5, quantityin_stock: 40 });
      const res = await h.request('POST', `/api/addToCart/${product.productId}`, { token: buyer.token, json: { quantity: 3 } });

      expect(res.status).toBe(200);
      expectNoSecrets(res.text);
      const [row] = await cartOf(h, buyer.buyerId);
      expect(row).toBeDefined();
      expect(res.body).toEqual({
        message: 'Product added to cart successfully.',
        cart: {
          id: row!.id,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
          updated_at: row!.updated_at,
          productId: product.productId,
          buyerId: buyer.buyerId,
          product_name: product.product_name,
          product_image: product.product_image,
          product_category: product.product_category,
          selling_price: '12.5',
          total_price: '37.5',
          quantity: '3',
          categoryID: product.categoryID,
          cartId: expect.stringMatching(/^CART\d{9}$/),
          productWeight: '7.5',
          buyerType: 'individual',
        },
      });
      expect(row).toMatchObject({ quantity: 3, total_price: 37.5, productWeight: 7.5, cartId: res.body.cart.cartId });
    });

    test('adding the same product again adds to the one line', async () => {
      const product = await createProduct(h.deps, { selling_price: 4.2, productWeight: 0.1, quantityin_stock: 10 });
      await addToCart(h, buyer, product.productId, 2);
      const res = await addToCart(h, buyer, product.productId, 1);

      expect(res.body.cart).toMatchObject({ quantity: '3', total_price: '12.6', productWeight: '0.3' });
      const rows = await cartOf(h, buyer.buyerId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ quantity: 3, total_price: 12.6, productWeight: 0.3 });
    });

    test('a company buyer gets a company line', async () => {
      const company = await createCompanyBuyer(h.deps);
      const product = await createProduct(h.deps);
      const res = await addToCart(h, company, product.productId, 1);
      expect(res.body.cart).toMatchObject({ buyerId: company.buyerId, buyerType: 'company' });
    });

    test('more than the stock is refused and changes nothing', async () => {
      const product = await createProduct(h.deps, { quantityin_stock: 5 });
      const res = await h.request('POST', `/api/addToCart/${product.productId}`, { token: buyer.token, json: { quantity: 6 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, message: 'Requested quantity exceeds available stock.' });
      expect(await cartOf(h, buyer.buyerId)).toEqual([]);
    });

    test('adding beyond the stock to an existing line names the maximum and keeps the line', async () => {
      const product = await createProduct(h.deps, { quantityin_stock: 5 });
      await addToCart(h, buyer, product.productId, 4);
      const res = await h.request('POST', `/api/addToCart/${product.productId}`, { token: buyer.token, json: { quantity: 2 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        status: false,
        message: 'Requested quantity exceeds available stock. Maximum available quantity: 5',
      });
      const rows = await cartOf(h, buyer.buyerId);
      expect(rows.map((r) => r.quantity)).toEqual([4]);
    });

    test('an unknown product is 404, checked before the body', async () => {
      const res = await h.request('POST', '/api/addToCart/AGP999999', { token: buyer.token, json: {} });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: false, message: 'Product not found.' });
    });

    test('an inactive product cannot be added', async () => {
      const product = await createProduct(h.deps, { is_active: 0 });
      const res = await h.request('POST', `/api/addToCart/${product.productId}`, { token: buyer.token, json: { quantity: 1 } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: false, message: 'Product not found.' });
      expect(await cartOf(h, buyer.buyerId)).toEqual([]);
    });

    test.each([
      [{}, 'The quantity field is required.'],
      [{ quantity: 0 }, 'The quantity field must be at least 1.'],
      [{ quantity: -3 }, 'The quantity field must be at least 1.'],
      [{ quantity: 1.5 }, 'The quantity field must be an integer.'],
      [{ quantity: 'two' }, 'The quantity field must be an integer.'],
    ])('quantity %j is a 422 and changes nothing', async (json, error) => {
      const product = await createProduct(h.deps);
      const res = await h.request('POST', `/api/addToCart/${product.productId}`, { token: buyer.token, json });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        message: `An error occurred while adding the product to cart: ${error}`,
        errors: { quantity: [error] },
        error: { quantity: [error] },
      });
      expect(await cartOf(h, buyer.buyerId)).toEqual([]);
    });

    test('a quantity sent as a numeric string is accepted, as Laravel does', async () => {
      const product = await createProduct(h.deps);
      const res = await h.request('POST', `/api/addToCart/${product.productId}`, { token: buyer.token, json: { quantity: '2' } });
      expect(res.status).toBe(200);
      expect(res.body.cart.quantity).toBe('2');
    });

    test('malformed JSON is a 400 and changes nothing', async () => {
      const product = await createProduct(h.deps);
      const res = await h.request('POST', `/api/addToCart/${product.productId}`, {
        token: buyer.token,
        body: '{"quantity": ',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Malformed JSON body.' });
      expect(await cartOf(h, buyer.buyerId)).toEqual([]);
    });

    test('needs a token', async () => {
      const product = await createProduct(h.deps);
      const res = await h.request('POST', `/api/addToCart/${product.productId}`, { json: { quantity: 1 } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: 'Unauthenticated.' });
    });
  });

  describe('GET /viewCart', () => {
    test('an empty cart is a 200 with zeros', async () => {
      const res = await h.request('GET', '/api/viewCart', { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: true,
        message: 'Cart items retrieved successfully.',
        cart_items: [],
        products_in_cart: 0,
        total_price: 0,
        total_quantity: 0,
        total_weight: 0,
        total_shipping_fee: 0,
      });
    });

    test('lists the caller’s lines newest first with totals and the weight-based shipping fee', async () => {
      const yam = await createProduct(h.deps, { selling_price: 12.5, productWeight: 2.5 });
      const ugu = await createProduct(h.deps, { selling_price: 4.2, productWeight: 0.3 });
      await addToCart(h, buyer, yam.productId, 3);
      await addToCart(h, buyer, ugu.productId, 2);
      await addToCart(h, other, yam.productId, 1);

      const res = await h.request('GET', '/api/viewCart', { token: buyer.token });
      expect(res.status).toBe(200);
      expectNoSecrets(res.text);
      expect(res.body.cart_items.map((i: any) => i.productId)).toEqual([ugu.productId, yam.productId]);
      expect(res.body.cart_items[1]).toMatchObject({
        selling_price: '12.5',
        quantity: '3',
        total_price: '37.5',
        productWeight: '7.5',
        // asset() over the whole comma string, trailing comma included, as the original builds it.
        product_image_url: `${TEST_PUBLIC_URL}/uploads/product_images/${yam.product_image}`,
      });
      // 37.5 + 8.4; 7.5 kg + 0.6 kg at the default 0.5 per kg.
      expect(res.body).toMatchObject({ products_in_cart: 2, total_price: 45.9, total_quantity: 5, total_weight: 8.1, total_shipping_fee: 4.05 });
    });

    test('each line carries its product (beyond the contract), so a client knows the stock', async () => {
      const product = await createProduct(h.deps, { quantityin_stock: 7 });
      await addToCart(h, buyer, product.productId, 2);
      const res = await h.request('GET', '/api/viewCart', { token: buyer.token });
      expect(res.body.cart_items[0].product).toMatchObject({ productId: product.productId, quantityin_stock: '7' });
    });

    test('the shipping rate per kg comes from the config', async () => {
      const naira = await createHarness({ shippingRatePerKg: 15 });
      try {
        const b = await createBuyer(naira.deps);
        const product = await createProduct(naira.deps, { productWeight: 1.2 });
        await addToCart(naira, b, product.productId, 3);
        const res = await naira.request('GET', '/api/viewCart', { token: b.token });
        expect(res.body).toMatchObject({ total_weight: 3.6, total_shipping_fee: 54 });
      } finally {
        await naira.close();
      }
    });
  });

  describe('POST /updateCartItem/{cartId}', () => {
    test('sets the absolute quantity and recomputes price and weight', async () => {
      const product = await createProduct(h.deps, { selling_price: 12.5, productWeight: 2.5, quantityin_stock: 10 });
      const { body } = await addToCart(h, buyer, product.productId, 3);
      const res = await h.request('POST', `/api/updateCartItem/${body.cart.cartId}`, { token: buyer.token, json: { new_quantity: 1 } });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: true,
        message: 'Cart item quantity updated successfully.',
        cart_item: expect.objectContaining({ cartId: body.cart.cartId, quantity: '1', total_price: '12.5', productWeight: '2.5' }),
      });
      expect((await cartOf(h, buyer.buyerId))[0]).toMatchObject({ quantity: 1, total_price: 12.5, productWeight: 2.5 });
    });

    test('the row’s numeric id works too', async () => {
      const product = await createProduct(h.deps);
      const { body } = await addToCart(h, buyer, product.productId, 1);
      const res = await h.request('POST', `/api/updateCartItem/${body.cart.id}`, { token: buyer.token, json: { new_quantity: 2 } });
      expect(res.status).toBe(200);
      expect(res.body.cart_item.quantity).toBe('2');
    });

    test('an unknown line is 404', async () => {
      const res = await h.request('POST', '/api/updateCartItem/CART000000000', { token: buyer.token, json: { new_quantity: 1 } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: false, message: 'Cart item not found.' });
    });

    test('another buyer’s line is 403 and stays as it was', async () => {
      const product = await createProduct(h.deps);
      const { body } = await addToCart(h, other, product.productId, 2);
      const res = await h.request('POST', `/api/updateCartItem/${body.cart.cartId}`, { token: buyer.token, json: { new_quantity: 5 } });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: false, message: 'Unauthorized.' });
      expect((await cartOf(h, other.buyerId))[0]!.quantity).toBe(2);
    });

    test('more than the stock is 400 and changes nothing', async () => {
      const product = await createProduct(h.deps, { quantityin_stock: 4 });
      const { body } = await addToCart(h, buyer, product.productId, 2);
      const res = await h.request('POST', `/api/updateCartItem/${body.cart.cartId}`, { token: buyer.token, json: { new_quantity: 5 } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ status: false, message: 'Requested quantity exceeds available stock.' });
      expect((await cartOf(h, buyer.buyerId))[0]!.quantity).toBe(2);
    });

    test.each([[{}], [{ new_quantity: 0 }], [{ new_quantity: 'x' }]])('%j is a 422 and changes nothing', async (json) => {
      const product = await createProduct(h.deps);
      const { body } = await addToCart(h, buyer, product.productId, 2);
      const res = await h.request('POST', `/api/updateCartItem/${body.cart.cartId}`, { token: buyer.token, json });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(/^An error occurred while updating the cart item: The new quantity field /);
      expect(Object.keys(res.body.errors)).toEqual(['new_quantity']);
      expect((await cartOf(h, buyer.buyerId))[0]!.quantity).toBe(2);
    });
  });

  describe('DELETE /deleteCartItem/{cartId}', () => {
    test('removes the caller’s line', async () => {
      const product = await createProduct(h.deps);
      const { body } = await addToCart(h, buyer, product.productId, 1);
      const res = await h.request('DELETE', `/api/deleteCartItem/${body.cart.cartId}`, { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: true, message: 'Cart item deleted successfully.' });
      expect(await cartOf(h, buyer.buyerId)).toEqual([]);
    });

    test('an unknown line is 404', async () => {
      const res = await h.request('DELETE', '/api/deleteCartItem/CART000000000', { token: buyer.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ status: false, message: 'Cart item not found.' });
    });

    test('another buyer’s line is 403 and is kept', async () => {
      const product = await createProduct(h.deps);
      const { body } = await addToCart(h, other, product.productId, 1);
      const res = await h.request('DELETE', `/api/deleteCartItem/${body.cart.cartId}`, { token: buyer.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ status: false, message: 'Unauthorized.' });
      expect(await cartOf(h, other.buyerId)).toHaveLength(1);
    });
  });

  describe('GET /getCartQuantity', () => {
    test('sums the caller’s quantities; zero when empty', async () => {
      const empty = await h.request('GET', '/api/getCartQuantity', { token: buyer.token });
      expect(empty.status).toBe(200);
      expect(empty.body).toEqual({ status: true, message: 'Cart quantity retrieved successfully.', total_quantity: 0 });

      await addToCart(h, buyer, (await createProduct(h.deps)).productId, 2);
      await addToCart(h, buyer, (await createProduct(h.deps)).productId, 3);
      await addToCart(h, other, (await createProduct(h.deps)).productId, 7);
      const res = await h.request('GET', '/api/getCartQuantity', { token: buyer.token });
      expect(res.body.total_quantity).toBe(5);
    });
  });
});
