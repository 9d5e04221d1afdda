import { addToCart, deleteCartItem, getCartQuantity, updateCartItem, viewCart } from '../cart';
import { addToWishlist, removeFromWishlist, viewWishlist } from '../wishlist';
import { cartRow, productImage, viewCart as viewCartBody, wishlistRow } from './support/contract-shapes';
import { answer, jsonBody, mockProvider, onlyRequest, withMockProvider } from './support/fetch-mock';

withMockProvider();

const TOKEN = '9|cartTokenXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX';

describe('cart', () => {
  it('viewCart: string numbers, the first file of the whole-string image URL, totals and shipping', async () => {
    const requests = answer(200, viewCartBody);
    await expect(viewCart(TOKEN)).resolves.toEqual({
      items: [
        {
          cartId: 'CART123456789',
          productId: 'AGP123456',
          name: 'Fresh Tomatoes',
          imageUrl: '/media/product_images/123.jpg',
          price: 1500,
          quantity: 2,
          // price × quantity, not the accumulated total_price "4000".
          lineTotal: 3000,
          categoryId: 'AGC123',
        },
      ],
      totalPrice: 3000,
      totalQuantity: 2,
      shippingFee: 75,
    });
    const request = onlyRequest(requests);
    expect(request.init.cache).toBe('no-store');
    expect(request.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('viewCart: an empty cart is a 200 with zeros', async () => {
    answer(200, { status: true, message: 'Cart items retrieved successfully.', cart_items: [], products_in_cart: 0, total_price: 0, total_quantity: 0, total_weight: 0, total_shipping_fee: 0 });
    await expect(viewCart(TOKEN)).resolves.toEqual({ items: [], totalPrice: 0, totalQuantity: 0, shippingFee: 0 });
  });

  it('viewCart: a null cartId falls back to the row id; no image is null', async () => {
    answer(200, { ...viewCartBody, cart_items: [cartRow({ cartId: null, product_image_url: productImage(''), product_image: null })] });
    const cart = await viewCart(TOKEN);
    expect(cart.items[0]).toMatchObject({ cartId: '21', imageUrl: null });
  });

  it("viewCart: the line's product, when sent, gives its stock; none when it is gone or switched off", async () => {
    const lines = [
      cartRow({ product: { productId: 'AGP123456', quantityin_stock: '12', is_active: 1 } }),
      cartRow({ product: null }),
      cartRow({ product: { productId: 'AGP123456', quantityin_stock: '12', is_active: 0 } }),
      cartRow(),
    ];
    answer(200, { ...viewCartBody, cart_items: lines });
    const cart = await viewCart(TOKEN);
    expect(cart.items.map((item) => item.stock)).toEqual([12, 0, 0, undefined]);
  });

  it("viewCart: a line whose price is not a number is kept, priceless, and the rest of the cart with it", async () => {
    const unreadable = [null, '', 'abc'].map((selling_price, i) => cartRow({ cartId: `CART${i}`, selling_price }));
    answer(200, { ...viewCartBody, cart_items: [...unreadable, cartRow({ cartId: 'CART9', selling_price: '250', quantity: '2' })] });
    const cart = await viewCart(TOKEN);
    expect(cart.items.map(({ cartId, price, lineTotal }) => ({ cartId, price, lineTotal }))).toEqual([
      { cartId: 'CART0', price: null, lineTotal: null },
      { cartId: 'CART1', price: null, lineTotal: null },
      { cartId: 'CART2', price: null, lineTotal: null },
      { cartId: 'CART9', price: 250, lineTotal: 500 },
    ]);
  });

  it("viewCart: a total that is not a number is the priced lines' sum", async () => {
    const lines = [cartRow({ cartId: 'CART1', selling_price: 'abc' }), cartRow({ cartId: 'CART2', selling_price: '2.25', quantity: '2' })];
    answer(200, { ...viewCartBody, cart_items: lines, total_price: null });
    await expect(viewCart(TOKEN)).resolves.toMatchObject({ totalPrice: 4.5 });
  });

  it('addToCart / updateCartItem / deleteCartItem send what the provider expects', async () => {
    const requests = mockProvider(
      { body: { message: 'Product added to cart successfully.', cart: cartRow() } },
      { body: { status: true, message: 'Cart item quantity updated successfully.', cart_item: cartRow() } },
      { body: { status: true, message: 'Cart item deleted successfully.' } },
    );
    await expect(addToCart(TOKEN, 'AGP123456', 2)).resolves.toEqual({ message: 'Product added to cart successfully.' });
    await updateCartItem(TOKEN, 'CART123456789', 5);
    await deleteCartItem(TOKEN, 'CART123456789');
    expect(requests.map((r) => [r.method, r.url.pathname, r.body === undefined ? null : jsonBody(r)])).toEqual([
      ['POST', '/api/addToCart/AGP123456', { quantity: 2 }],
      ['POST', '/api/updateCartItem/CART123456789', { new_quantity: 5 }],
      ['DELETE', '/api/deleteCartItem/CART123456789', null],
    ]);
  });

  it('a success without a readable message is still a success (reported as a failure, it would be made twice)', async () => {
    mockProvider({ body: { status: true } }, { body: { message: 42 } }, { body: { message: '  ' } }, { body: { message: 'Cart updated successfully' } });
    await expect(addToCart(TOKEN, 'AGP123456', 2)).resolves.toEqual({ message: 'Product added to cart.' });
    await expect(updateCartItem(TOKEN, '17', 3)).resolves.toEqual({ message: 'Cart updated.' });
    await expect(deleteCartItem(TOKEN, '17')).resolves.toEqual({ message: 'Item removed from cart.' });
    await expect(updateCartItem(TOKEN, '17', 3)).resolves.toEqual({ message: 'Cart updated successfully' });
  });

  it('removing a line the cart no longer has is done, not refused; other refusals stay refusals', async () => {
    mockProvider({ status: 404, body: { status: false, message: 'Cart item not found.' } }, { status: 403, body: { status: false, message: 'Unauthorized.' } });
    await expect(deleteCartItem(TOKEN, '17')).resolves.toEqual({ message: 'Item removed from cart.' });
    await expect(deleteCartItem(TOKEN, '18')).rejects.toMatchObject({ status: 403, message: 'Unauthorized.' });
  });

  it('stock refusals keep the provider message (the toast shows it)', async () => {
    answer(400, { status: false, message: 'Requested quantity exceeds available stock. Maximum available quantity: 3' });
    await expect(addToCart(TOKEN, 'AGP123456', 9)).rejects.toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Requested quantity exceeds available stock. Maximum available quantity: 3',
    });
  });

  it("the real provider's validation-as-500 keeps its status and message", async () => {
    answer(500, { status: false, message: 'An error occurred while adding the product to cart: The quantity field is required.' });
    await expect(addToCart(TOKEN, 'AGP123456', 0)).rejects.toMatchObject({ status: 500, message: expect.stringContaining('quantity field') });
  });

  it('getCartQuantity: the badge number, string or number', async () => {
    answer(200, { status: true, message: 'Cart quantity retrieved successfully.', total_quantity: '7' });
    await expect(getCartQuantity(TOKEN)).resolves.toBe(7);
    answer(200, { status: true, message: 'Cart quantity retrieved successfully.', total_quantity: null });
    await expect(getCartQuantity(TOKEN)).resolves.toBe(0);
  });
});

describe('wishlist', () => {
  const ITEM = {
    wishlistId: 'WISHLIST123456789',
    productId: 'AGP123456',
    name: 'Fresh Tomatoes',
    imageUrl: '/media/product_images/123.jpg',
    price: 1500,
    inStock: false,
  };

  it('adding what is already there, or removing what is gone, is done, not refused', async () => {
    mockProvider(
      { status: 400, body: { status: false, message: 'Product already in wishlist.' } },
      { status: 404, body: { status: false, message: 'Product not found in wishlist.' } },
      { status: 404, body: { status: false, message: 'Product not found.' } },
    );
    await expect(addToWishlist(TOKEN, 'AGP123456')).resolves.toEqual({ message: 'Product added to wishlist' });
    await expect(removeFromWishlist(TOKEN, 'AGP123456')).resolves.toEqual({ message: 'Product removed from wishlist' });
    // A product that does not exist is still a refusal.
    await expect(addToWishlist(TOKEN, 'AGP000000')).rejects.toMatchObject({ status: 404, message: 'Product not found.' });
  });

  it('reads the list from `data`', async () => {
    answer(200, { message: 'Wishlist items retrieved successfully.', data: [wishlistRow] });
    await expect(viewWishlist(TOKEN)).resolves.toEqual([ITEM]);
  });

  it('reads the list from `data.data`', async () => {
    answer(200, { message: 'Wishlist items retrieved successfully.', data: { data: [{ ...wishlistRow, stock_status: 'In Stock' }] } });
    await expect(viewWishlist(TOKEN)).resolves.toEqual([{ ...ITEM, inStock: true }]);
  });

  it('an empty wishlist (404) is an empty list', async () => {
    answer(404, { status: false, message: 'No items found in wishlist.', data: [] });
    await expect(viewWishlist(TOKEN)).resolves.toEqual([]);
  });

  it('a product gone from the catalogue: out of stock, image from the row', async () => {
    answer(200, { message: 'ok', data: [{ ...wishlistRow, product: null, product_image_url: null, stock_status: 'Unknown' }] });
    await expect(viewWishlist(TOKEN)).resolves.toEqual([{ ...ITEM, inStock: false }]);
  });

  it('a product its seller switched off is out of stock, though the provider counts its units', async () => {
    const product = { ...wishlistRow.product, quantityin_stock: 12 };
    answer(200, { message: 'ok', data: [{ ...wishlistRow, product: { ...product, is_active: 0 }, stock_status: 'In Stock' }, { ...wishlistRow, product, stock_status: 'In Stock' }] });
    await expect(viewWishlist(TOKEN)).resolves.toEqual([{ ...ITEM, inStock: false }, { ...ITEM, inStock: true }]);
  });

  it('stock unknown: neither a status nor a count', async () => {
    answer(200, { message: 'ok', data: [{ ...wishlistRow, product: undefined, stock_status: 'Unknown' }] });
    await expect(viewWishlist(TOKEN)).resolves.toEqual([{ ...ITEM, inStock: null }]);
  });

  it('an item whose price is not a number is kept, priceless', async () => {
    answer(200, { message: 'ok', data: [{ ...wishlistRow, selling_price: null }, wishlistRow] });
    await expect(viewWishlist(TOKEN)).resolves.toEqual([{ ...ITEM, price: null }, ITEM]);
  });

  it('a 401 on the wishlist is an error, not an empty list', async () => {
    answer(401, { message: 'Unauthenticated.' });
    await expect(viewWishlist(TOKEN)).rejects.toMatchObject({ status: 401 });
  });

  it('add and remove take the productId', async () => {
    const requests = mockProvider(
      { body: { message: 'Product added to wishlist successfully.', wishlist: { wishlistId: 'WISHLIST1' } } },
      { body: { message: 'Product removed from wishlist successfully.' } },
    );
    await expect(addToWishlist(TOKEN, 'AGP123456')).resolves.toEqual({ message: 'Product added to wishlist successfully.' });
    await removeFromWishlist(TOKEN, 'AGP123456');
    expect(requests.map((r) => [r.method, r.url.pathname, r.body])).toEqual([
      ['POST', '/api/addToWishlist/AGP123456', undefined],
      ['DELETE', '/api/removeFromWishlist/AGP123456', undefined],
    ]);
  });
});
