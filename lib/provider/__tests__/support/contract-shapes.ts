/**
 * Response bodies as shared/provider-contract.md records them for the real provider (and the
 * sandbox where it differs), oddities included: VARCHAR numbers as strings, the bogus
 * trailing-comma image entry, asset() over a whole comma list, leaked secrets.
 */

/** The real provider's APP_URL: not the API base the client is given, on purpose. */
export const APP = 'https://backend.agroease.example';
export const productImage = (file: string) => `${APP}/uploads/product_images/${file}`;

export const LEAKED = { password: '$2y$10$hashhashhash', verification_code: '918273', password_data: 55550000 };

export function productRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    productId: 'AGP123456',
    sellerId: 'AGS12345678',
    product_name: 'Fresh Tomatoes',
    categoryID: 'AGC123',
    product_category: 'Vegetables',
    cost_price: '1000',
    selling_price: '1500',
    quantityin_stock: '40',
    quantity_sold: null,
    unit: 'basket',
    product_description: '<p>Ripe <b>Jos</b> tomatoes</p>',
    product_image: '123.jpg,456.png,',
    is_active: 1,
    created_at: '2024-06-10T12:34:56.000000Z',
    updated_at: '2024-06-10T12:34:56.000000Z',
    views: 3,
    // Every endpoint but allProducts keeps the trailing comma's empty entry.
    image_urls: [productImage('123.jpg'), productImage('456.png'), productImage('')],
    ...overrides,
  };
}

export const categoryRow = {
  id: 3,
  created_at: '2024-03-13T00:00:00.000000Z',
  updated_at: '2024-03-13T00:00:00.000000Z',
  categoryID: 'AGC123',
  categoryName: 'Vegetables',
  categoryDescription: 'Leafy and fruiting vegetables',
  categoryImage: '1710282384.png',
  quantity_instock: null,
  quantity_sold: null,
  image_urls: [`${APP}/uploads/category_image/1710282384.png`],
};

export const productDetails = {
  message: 'Product found.',
  data: {
    product: { ...productRow(), category_name: null },
    sellerInfo: { name: 'Adaeze', address: 'Enugu' },
    reviewStats: { average_rating: 4.5, total_reviews: 2, rating_breakdown: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 } },
  },
};

export const feedbacksWithReviews = {
  success: true,
  message: 'Product feedbacks retrieved successfully.',
  product: { productId: 'AGP123456', product_name: 'Fresh Tomatoes', average_rating: 4.5, total_reviews: 2 },
  stats: { average_rating: 4.5, total_reviews: 2, rating_breakdown: { '5': 1, '4': 1, '3': 0, '2': 0, '1': 0 } },
  feedbacks: {
    data: [
      {
        id: 11,
        productId: 'AGP123456',
        rating: '5',
        feedback: 'Very fresh',
        created_at: '2024-06-12T09:00:00.000000Z',
        buyer: { id: 'AGB12345678', name: 'Chinedu', profile_image: null },
      },
      // The real provider's reviewer join never matches.
      { id: 10, productId: 'AGP123456', rating: '4', feedback: null, created_at: '2024-06-11T09:00:00.000000Z', buyer: null },
    ],
    current_page: 1,
    last_page: 1,
    per_page: 10,
    total: 2,
  },
};

export const feedbacksEmpty = {
  success: true,
  message: 'No reviews found for this product.',
  product: { productId: 'AGP123456', product_name: 'Fresh Tomatoes', average_rating: 0, total_reviews: 0 },
  stats: { average_rating: 0, total_reviews: 0, rating_breakdown: { '5': 0, '4': 0, '3': 0, '2': 0, '1': 0 } },
  feedbacks: { data: [], current_page: 1, last_page: 1, per_page: 10, total: 0 },
};

export function cartRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 21,
    created_at: '2024-06-10T12:34:56.000000Z',
    updated_at: '2024-06-10T12:34:56.000000Z',
    productId: 'AGP123456',
    buyerId: 'AGB12345678',
    product_name: 'Fresh Tomatoes',
    product_image: '123.jpg,456.png,',
    product_category: 'Vegetables',
    selling_price: '1500',
    // The real provider accumulates this; the client does not trust it.
    total_price: '4000',
    quantity: '2',
    categoryID: 'AGC123',
    cartId: 'CART123456789',
    productWeight: '5',
    buyerType: 'individual',
    // asset() over the whole comma list.
    product_image_url: productImage('123.jpg,456.png,'),
    ...overrides,
  };
}

export const viewCart = {
  status: true,
  message: 'Cart items retrieved successfully.',
  cart_items: [cartRow()],
  products_in_cart: 1,
  total_price: 3000,
  total_quantity: 2,
  total_weight: 5,
  total_shipping_fee: 75,
};

export const wishlistRow = {
  id: 4,
  wishlistId: 'WISHLIST123456789',
  buyerId: 'AGB12345678',
  productId: 'AGP123456',
  product_image: '123.jpg,456.png,',
  product_name: 'Fresh Tomatoes',
  product_category: 'Vegetables',
  selling_price: '1500.00',
  categoryID: 'AGC123',
  created_at: '2024-06-10T12:34:56.000000Z',
  updated_at: '2024-06-10T12:34:56.000000Z',
  product: productRow({ quantityin_stock: '0' }),
  product_image_url: productImage('123.jpg,456.png,'),
  stock_status: 'Out of Stock',
};

export function orderRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    buyerId: 'AGB12345678',
    productId: 'AGP123456',
    orderId: '4821937465',
    productName: 'Fresh Tomatoes',
    productImage: '123.jpg,456.png,',
    amount: '1500',
    quantity: '2',
    paymentMethod: 'card',
    paymentReference: 'T123456789012345',
    Discount: null,
    shippingFee: '75',
    order_status: 'success',
    currency: 'NGN',
    channel: 'card',
    payment_id: 3981234567,
    country_code: 'NG',
    customer_email: 'chinedu@example.com',
    shipping_address: '12 Allen Avenue, Ikeja',
    grand_price: '4575',
    firstname: 'Chinedu',
    lastname: 'Eze',
    billing_address: 'Ikeja, Lagos, Nigeria, 100001',
    created_at: '2024-06-10T12:34:56.000000Z',
    updated_at: '2024-06-10T12:34:56.000000Z',
    phone_number: '08120000001',
    sellerId: 'AGS12345678',
    sellerFullname: 'Adaeze Okafor',
    sellerEmail: 'seller@example.com',
    sellerPhone: '08030000001',
    product_image: productImage('123.jpg'),
    // quantity × grand_price: the real provider's bug.
    total_price_per_item: 9150,
    ...overrides,
  };
}

export function ticketRow(overrides: Record<string, unknown> = {}) {
  return {
    ticket_id: 'TKT12345678',
    id: 5,
    subject: 'Late delivery',
    category: 'shipping',
    priority: 'high',
    status: 'open',
    description: 'My yams have not arrived.',
    created_at: '2024-06-10T12:34:56.000000Z',
    ...overrides,
  };
}

export const individualBuyerRow = {
  id: 12,
  buyerId: 'AGB12345678',
  firstname: 'Chinedu',
  lastname: 'Eze',
  email: 'chinedu@example.com',
  email_verified_at: '2024-06-01 10:00:00',
  is_verified: 1,
  phone: '08120000001',
  country: 'Nigeria',
  state: 'Lagos',
  city: 'Ikeja',
  address: '12 Allen Avenue',
  zipcode: '100001',
  profile_photo: null,
  created_at: '2024-06-01T10:00:00.000000Z',
  updated_at: '2024-06-01T10:00:00.000000Z',
  ...LEAKED,
};

export const companyBuyerRow = {
  id: 3,
  companyBuyerId: 'AGCB1234',
  companyname: 'Green Basket Ltd',
  companyregnumber: 'RC900001',
  companyemail: 'orders@greenbasket.example',
  email_verified_at: '2024-06-01 10:00:00',
  is_verified: 1,
  companyphone: '08060000001',
  companyaddress: '21 Aba Road',
  country: 'Nigeria',
  state: 'Rivers',
  city: 'Port Harcourt',
  zipcode: '500102',
  profile_photo: 'profile-image-1718000000.png',
  created_at: '2024-06-01T10:00:00.000000Z',
  updated_at: '2024-06-01T10:00:00.000000Z',
  ...LEAKED,
};

/** Fails when any leaked secret, by key or by value, is in `value`. */
export function expectNoLeaks(value: unknown): void {
  const text = JSON.stringify(value);
  for (const [key, secret] of Object.entries(LEAKED)) {
    expect(text).not.toContain(key);
    expect(text).not.toContain(String(secret));
  }
}
