/** The seeded demo buyer (README, "Demo accounts"). */
export const DEMO_BUYER = { email: 'buyer@example.com', password: 'demo-password', type: 'individual' };

/** A same-origin JSON request to one of the storefront's route handlers, as its own pages send it. */
async function postJson(storefrontUrl, path, body, cookie) {
  const response = await fetch(storefrontUrl + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: storefrontUrl, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response;
}

/**
 * Signs the demo buyer in through our /api/auth/login route and puts `productIds` in the cart
 * (one of each): resolves to the Cookie header of that session, for tools that are not a browser.
 */
export async function demoBuyerCookie(storefrontUrl, productIds = []) {
  const login = await postJson(storefrontUrl, '/api/auth/login', DEMO_BUYER);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  if (!cookie) throw new Error('/api/auth/login set no cookie');
  for (const productId of productIds) await postJson(storefrontUrl, '/api/cart', { productId, quantity: 1 }, cookie);
  return cookie;
}
