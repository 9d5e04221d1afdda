// Two `next start` instances of one build share one Redis (REDIS_URL) and one sandbox: a page one
// instance rendered is what the other serves, and a page one instance revalidated is what the other
// serves next, from the cache; an order sent to both at once starts one payment; an account's limit on
// codes mailed is counted by both together. Run by `npm test` after the build; by hand: `npm run test:shared-cache`
// (SHARED_CACHE_PORTS="redis,provider,a,b" picks the ports, else free ones are used).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { createClient } from 'redis';
import { logTail, startLogged } from './lib/background.mjs';
import { ensureBuild } from './lib/build.mjs';
import { freePorts, waitForUrl } from './lib/net.mjs';
import { nextStartArgs } from './lib/next-start.mjs';
import { redisStore } from '../lib/cache/redis-store.mjs';
import { bin, root } from './lib/paths.mjs';
import { REDIS_SERVER } from './lib/redis-server.mjs';

const CATALOGUE_SECONDS = 10; // the product page's `revalidate`

const [redisPort, providerPort, portA, portB] = process.env.SHARED_CACHE_PORTS?.split(',').map(Number) ?? (await freePorts(4));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agromarket-shared-cache-'));
const adminToken = randomBytes(24).toString('base64url');
const providerUrl = `http://127.0.0.1:${providerPort}`;
const redisUrl = `redis://127.0.0.1:${redisPort}`;
const instances = { a: `http://127.0.0.1:${portA}`, b: `http://127.0.0.1:${portB}` };
const running = [];
let planned = 0;
let passed = 0;
let redis;

/** A test whose failure prints the servers' last log lines (after()). */
function sharedTest(name, body) {
  planned += 1;
  test(name, async () => {
    await body();
    passed += 1;
  });
}

function start(name, command, args, env = {}) {
  const logFile = path.join(tmp, `${name}.log`);
  const child = startLogged(command, args, { cwd: root, env: { ...process.env, ...env }, logFile });
  running.push({ name, child, logFile });
  return child;
}

/** The product page as one instance serves it: its status, cache state, product name and policies. */
async function productPage(base, productId) {
  const res = await fetch(`${base}/product/${productId}`);
  const html = await res.text();
  const policy = res.headers.get('content-security-policy');
  return { status: res.status, cache: res.headers.get('x-nextjs-cache'), name: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1], html, policy };
}

/** The policy the page cache adds (lib/cache/script-hash-policy.mjs) beside next.config's. */
const SCRIPT_HASH_POLICY = /script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+(,|$)/;

/**
 * Waits until Redis holds this build's copy of the product page showing `text` (the instance that
 * rendered it writes it as it answers), so the other instance's next request can only be served from it.
 */
async function cachedCopy(productId, text) {
  const buildId = fs.readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  const deadline = Date.now() + 5_000;
  for (;;) {
    const [key] = await redis.keys(`agromarket:${buildId}:entry:*/product/${productId}`);
    if (key && (await redis.get(key))?.includes(text)) return;
    assert.ok(Date.now() < deadline, `Redis holds no copy of /product/${productId} showing "${text}" under this build's id`);
    await delay(200);
  }
}

/** The sandbox console's JSON API (bearer PROVIDER_ADMIN_TOKEN). */
async function sandbox(method, apiPath, body) {
  const res = await fetch(`${providerUrl}/sandbox/api${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  assert.ok(res.ok, `${method} /sandbox/api${apiPath}: ${res.status} ${await res.clone().text()}`);
  return res.json();
}

const renameProduct = (productId, product_name) => sandbox('PATCH', `/products/${productId}`, { product_name });

/** A call to an instance's route handlers as its own pages make it (same origin, the session cookie). */
async function storefrontCall(base, apiPath, body, cookie) {
  const res = await fetch(`${base}${apiPath}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), cookie: res.headers.get('set-cookie')?.split(';')[0] };
}

before(async () => {
  assert.ok(fs.existsSync(REDIS_SERVER), `${REDIS_SERVER} is missing: npm test installs it (apt-get install -y redis-server)`);
  assert.ok(await ensureBuild(), 'the storefront did not build');
  start('redis', REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', tmp]);
  // Retried while redis-server starts, for 5 s at most. The client only retries a refused first
  // connection when something listens to its 'error' events; without one, connect() rejects at once.
  redis = await createClient({ url: redisUrl, socket: { reconnectStrategy: (retries) => (retries < 50 ? 100 : false) } })
    .on('error', () => {})
    .connect();
  start('provider', bin('tsx'), ['provider/src/server.ts'], {
    PROVIDER_PORT: String(providerPort),
    PROVIDER_DATA_DIR: path.join(tmp, 'data'),
    PROVIDER_ADMIN_TOKEN: adminToken,
  });
  await waitForUrl(`${providerUrl}/health`, { timeoutMs: 300_000 });
  for (const [name, base] of Object.entries(instances)) {
    start(name, bin('next'), nextStartArgs(new URL(base).port), {
      NODE_ENV: 'production',
      REDIS_URL: redisUrl,
      PROVIDER_API_URL: `${providerUrl}/api`,
      SESSION_SECRET: 'shared-cache-test-secret-not-for-production-0123456789',
    });
  }
  await Promise.all(Object.values(instances).map((base) => waitForUrl(`${base}/api/health`, { timeoutMs: 120_000 })));
});

after(async () => {
  await redis?.close();
  await Promise.all(running.map(({ child }) => child.stop()));
  for (const { name, logFile } of passed === planned ? [] : running) console.log(`--- ${name} (last lines)\n${logTail(logFile)}`);
  fs.rmSync(tmp, { recursive: true, force: true });
});

sharedTest('a page rendered by one instance is served from the shared cache by the other, and so is its revalidation', async () => {
  const products = await (await fetch(`${providerUrl}/api/allProducts?page=1`)).json();
  const productId = products.data.products[0].productId;
  const before = `Shared cache yam ${Date.now()}`;
  await renameProduct(productId, before);

  // A renders the page (no instance has it yet); B then serves A's copy from Redis.
  const rendered = await productPage(instances.a, productId);
  assert.equal(rendered.status, 200);
  assert.equal(rendered.name, before);
  await cachedCopy(productId, before);
  const shared = await productPage(instances.b, productId);
  assert.equal(shared.cache, 'HIT', 'B serves the page from the cache');
  assert.equal(shared.html, rendered.html, 'B serves the very copy A rendered');
  assert.match(rendered.policy, SCRIPT_HASH_POLICY, "A's first answer names its inline scripts");
  assert.match(shared.policy, SCRIPT_HASH_POLICY, 'and so does the copy B serves from Redis');

  // The product changes. Once A has revalidated the page, B's next answer is A's new copy: B had the
  // old copy too, and without the shared cache it would serve that (stale) and only then render its own.
  const renamed = `${before}, renamed`;
  await renameProduct(productId, renamed);
  const deadline = Date.now() + 6 * CATALOGUE_SECONDS * 1000;
  let refreshed = rendered;
  while (refreshed.name !== renamed) {
    assert.ok(Date.now() < deadline, `A still serves "${refreshed.name}"`);
    await delay(1_000);
    refreshed = await productPage(instances.a, productId);
  }
  await cachedCopy(productId, renamed);
  const fromB = await productPage(instances.b, productId);
  assert.equal(fromB.name, renamed, 'B serves the page A revalidated');
  assert.equal(fromB.cache, 'HIT', 'from the cache, fresh');
  assert.equal(fromB.html, refreshed.html);
});

sharedTest('the same order sent to both instances at once starts one payment (the single flight is shared)', async () => {
  // The seeded demo buyer (README, "Demo accounts"), signed in on A: the cookie is good on B too.
  const login = await storefrontCall(instances.a, '/api/auth/login', { type: 'individual', email: 'buyer@example.com', password: 'demo-password' });
  assert.equal(login.status, 200, JSON.stringify(login.body));
  const { cookie } = login;
  const userId = login.body.session.userId;
  const products = await (await fetch(`${providerUrl}/api/allProducts?page=1`)).json();
  const inStock = products.data.products.find((product) => Number(product.quantityin_stock) > 0);
  const added = await storefrontCall(instances.a, '/api/cart', { productId: inStock.productId, quantity: 1 }, cookie);
  assert.equal(added.status, 200, JSON.stringify(added.body));

  // The demo buyer's own details, as the checkout form fills them in.
  const buyer = { firstname: 'Tolu', lastname: 'Adebayo', email: 'buyer@example.com', phone: '08031234567' };
  const order = { buyerType: 'individual', paymentMethod: 'paystack', ...buyer, address: '14 Allen Avenue, Ikeja', city: 'Ikeja', state: 'Lagos' };
  // The provider answers this buyer slowly, so B's request surely arrives while A's is on its way.
  const { fault } = await sandbox('POST', '/faults', { mode: 'slow', delay_ms: 1_500, buyer: userId });
  let answers;
  try {
    answers = await Promise.all([instances.a, instances.b].map((base) => storefrontCall(base, '/api/checkout', order, cookie)));
  } finally {
    await sandbox('DELETE', `/faults/${fault.id}`);
  }
  assert.deepEqual(answers.map((answer) => answer.status), [200, 200], JSON.stringify(answers.map((answer) => answer.body)));
  const [fromA, fromB] = answers.map((answer) => answer.body.redirectUrl);
  assert.match(fromA, /^http/);
  assert.equal(fromB, fromA, 'B answers with the payment A started, not a second one');
});

sharedTest("an account's attempts are counted in Redis: ones sent at once cannot pass the limit, and they leave it with the window", async () => {
  const store = redisStore(redisUrl);
  try {
    const key = `agromarket:attempts:test:${randomBytes(8).toString('hex')}`;
    const limit = { max: 3, windowMs: 1_500 };
    const waits = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((attempt) => store.takeAttempt(key, attempt, limit)));
    assert.equal(waits.filter((wait) => wait === 0).length, 3, `three taken at once, no more: ${waits}`);
    for (const wait of waits.filter((wait) => wait > 0)) assert.ok(wait <= limit.windowMs, `a wait of ${wait} ms, within the window`);

    // Taking one back frees its place; its name is the attempt's, so only it goes.
    const counted = await redis.zRange(key, 0, -1);
    assert.equal(counted.length, 3);
    await store.forgetAttempt(key, counted[0]);
    assert.equal(await store.takeAttempt(key, 'f', limit), 0);
    assert.ok((await store.takeAttempt(key, 'g', limit)) > 0);

    // The key expires with its newest attempt; the attempts leave the window after it, and Redis forgets them.
    assert.ok((await redis.pTTL(key)) <= limit.windowMs);
    await delay(limit.windowMs + 100);
    assert.equal(await store.takeAttempt(key, 'h', limit), 0);
    await delay(limit.windowMs + 100);
    assert.equal(await redis.exists(key), 0, 'nothing is left in Redis once the window has passed');
  } finally {
    await store.close();
  }
});

sharedTest('codes mailed again to one account are limited by both instances together', async () => {
  // A buyer who signed up and has not verified yet: each resend mails a new code.
  const email = `shared-limit-${Date.now()}@example.com`;
  const password = 'harvest-2026';
  const signup = await fetch(`${providerUrl}/api/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ firstname: 'Ngozi', lastname: 'Obi', email, phone: '07012345678', country: 'Nigeria', state: 'Anambra', city: 'Awka', password, confirm_password: password }),
  });
  assert.equal(signup.status, 200, await signup.text());

  // Five an hour per account (lib/auth/attempt-limits.ts), asked of A and B in turn: each has had
  // three or fewer, so only a count they share stops the sixth.
  const resend = (base) => storefrontCall(base, '/api/auth/resend', { type: 'individual', email });
  for (const base of [instances.a, instances.b, instances.a, instances.b, instances.a]) {
    const sent = await resend(base);
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
  }
  const sixth = await resend(instances.b);
  assert.equal(sixth.status, 429, JSON.stringify(sixth.body));
  assert.equal(sixth.body.message, 'Too many verification codes requested for this account. Please try again in 60 minutes.');
});
