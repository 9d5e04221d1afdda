import type { Credentials } from './auth';
import { providerCall } from './provider-api';

/**
 * Arranges a buyer's cart and orders straight through the sandbox's API, for tests whose subject
 * is a later screen (orders, details, reviews) rather than the cart or checkout themselves.
 */

export interface ProviderBuyer {
  token: string;
  /** AGB… or AGCB… */
  buyerId: string;
}

export async function providerBuyer({ email, password, type }: Credentials): Promise<ProviderBuyer> {
  const path = type === 'company' ? '/companyBuyerLogin' : '/loginBuyer';
  const { status, body } = await providerCall<{ token?: string; data?: { buyerId?: string; companyBuyerId?: string } }>('POST', path, {
    body: { email, password },
  });
  const buyerId = body.data?.companyBuyerId ?? body.data?.buyerId;
  if (status !== 200 || !body.token || !buyerId) throw new Error(`Sandbox login for ${email} answered ${status}`);
  return { token: body.token, buyerId };
}

export async function putInCart({ token }: ProviderBuyer, productId: string, quantity = 1): Promise<void> {
  const { status, body } = await providerCall('POST', `/addToCart/${productId}`, { token, body: { quantity } });
  if (status !== 200) throw new Error(`addToCart ${productId} answered ${status}: ${JSON.stringify(body)}`);
}

export async function emptyCart({ token }: ProviderBuyer): Promise<void> {
  const { body } = await providerCall<{ cart_items?: { cartId: string }[] }>('GET', '/viewCart', { token });
  for (const item of body.cart_items ?? []) await providerCall('DELETE', `/deleteCartItem/${item.cartId}`, { token });
}

export type PaymentOutcome = 'success' | 'failure' | 'cancel';

/** Starts a payment for the buyer's current cart and returns the sandbox payment page's URL. */
export async function startPayment(buyer: ProviderBuyer, method: 'paystack' | 'stripe' = 'paystack'): Promise<string> {
  const { status, body } = await providerCall<{ data?: { data?: { authorization_url?: string } }; url?: string }>(
    'POST',
    `/confirmOrder/${buyer.buyerId}`,
    { token: buyer.token, body: { paymentMethod: method, shipping_address: '12 Market Road', city: 'Ibadan', state: 'Oyo', phone_number: '08031234567' } },
  );
  const url = body.data?.data?.authorization_url ?? body.url;
  if (status !== 200 || !url) throw new Error(`confirmOrder answered ${status}: ${JSON.stringify(body)}`);
  return url;
}

/** Settles a payment on the sandbox's hosted page as the buyer's click would; returns where it sends them. */
export async function settlePayment(payUrl: string, outcome: PaymentOutcome): Promise<URL> {
  const response = await fetch(payUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`Settling ${payUrl} answered ${response.status}`);
  return new URL(location);
}

export interface PaidOrder {
  orderId: string;
  reference: string;
}

/** Buys `lines` (productId → quantity) and pays: one new order, as the Success redirect names it. */
export async function placePaidOrder(buyer: ProviderBuyer, lines: Record<string, number>, method: 'paystack' | 'stripe' = 'paystack'): Promise<PaidOrder> {
  await emptyCart(buyer);
  for (const [productId, quantity] of Object.entries(lines)) await putInCart(buyer, productId, quantity);
  const back = await settlePayment(await startPayment(buyer, method), 'success');
  const orderId = back.searchParams.get('orderId');
  const reference = back.searchParams.get('reference');
  if (!orderId || !reference) throw new Error(`A paid order returned to ${back.href}`);
  return { orderId, reference };
}
