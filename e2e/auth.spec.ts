import type { Page } from '@playwright/test';
import { demoBuyer, demoCompany, signInWithForm } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { expectHeaderFitsNarrowScreens } from './support/header';
import { recordLayoutShifts } from './support/layout-shifts';
import { expect, test } from './support/test';
import { anInStockProductId, freshBuyer, providerCall, providerToken } from './support/provider-api';
import { codeMails, latestCode, uniqueEmail } from './support/sandbox';

type Kind = 'individual' | 'company';

function digits(count: number) {
  return Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

/** Signs up through the UI (come from `next`, if given) and lands on the verify page; returns the new account's email. */
async function signUp(page: Page, kind: Kind, next?: string): Promise<string> {
  const email = uniqueEmail(kind);
  await page.goto(next ? `/signup?${new URLSearchParams({ next })}` : '/signup');
  await page.getByRole('radio', { name: kind === 'company' ? /^Company/ : /^Individual/ }).check();
  const place = { City: 'Ibadan', State: 'Oyo', Country: 'Nigeria', 'Zip code': '200001' };
  const passwords = { Password: 'harvest-2026', 'Confirm password': 'harvest-2026' };
  if (kind === 'individual') {
    await fill(page, { 'First name': 'Adaeze', 'Last name': 'Okafor', Email: email, Phone: `080${digits(8)}`, ...place, ...passwords });
  } else {
    await fill(page, {
      'Company name': 'Green Basket Foods Ltd',
      'Registration number (RC)': `RC${digits(7)}`,
      'Company email': email,
      'Company phone': `081${digits(8)}`,
      'Company address': '12 Ring Road',
      ...place,
      ...passwords,
    });
  }
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email\?/);
  return email;
}

for (const kind of ['individual', 'company'] as const) {
  test(`a new ${kind} buyer signs up, verifies by code, signs in and out`, async ({ page, context }) => {
    const email = await signUp(page, kind);
    await expect(page.getByRole('status').filter({ hasText: /successful/ }).first()).toBeVisible();

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText(/OTP/)).toBeVisible();
    // The refusal is the code field's: marked invalid, read with its label, and where the focus goes.
    const code = page.getByLabel('Verification code');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/OTP/);
    await expect(code).toBeFocused();

    await page.getByLabel('Verification code').fill(await latestCode(email));
    await page.getByRole('button', { name: 'Verify email' }).click();
    // The run's first tests meet a cold server: the verification call and the first visit to /login
    // have taken longer than the default 5 s there.
    await expect(page).toHaveURL(/\/login\?/, { timeout: 15_000 });
    await expect(page.getByText('verified. Proceed to login.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);

    await page.getByLabel('Password', { exact: true }).fill('harvest-2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const account = page.getByRole('button', { name: /^Account/ });
    await expect(account).toBeVisible();

    // The token lives only in the httpOnly cookie: no script on the page can read it.
    // __Host-: only this host, over https, for the whole site can set it (no session planted from a
    // sibling subdomain); the browser enforces that for a Secure cookie with Path=/ and no Domain.
    const cookie = (await context.cookies()).find((entry) => entry.name === '__Host-agromarket_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true, path: '/', domain: 'localhost' });
    const visible = await page.evaluate(() => ({
      cookie: document.cookie,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      api: fetch('/api/session').then((response) => response.text()),
    }));
    expect(visible.cookie).not.toContain('agromarket_session');
    expect(visible.local + visible.session).not.toMatch(/\d+\|[A-Za-z0-9]{20,}/);
    const sessionJson = await (await page.request.get('/api/session')).json();
    expect(sessionJson).toMatchObject({ signedIn: true, buyerType: kind });
    expect(sessionJson.userId).toMatch(kind === 'company' ? /^AGCB\d+$/ : /^AGB\d+$/);
    expect(JSON.stringify(sessionJson)).not.toMatch(/token|\|/);

    await account.click();
    await page.getByRole('button', { name: 'Logout' }).click();
    // Also a route's first call on a cold server (logout has taken 3.4 s there), then a full page load.
    await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Login/Sign up' })).toBeVisible();
    expect(await (await page.request.get('/api/session')).json()).toEqual({ signedIn: false });
  });
}

test('required fields left empty are said at once, at their fields; the provider’s own rules appear at theirs', async ({ page }) => {
  await page.goto('/signup');
  const sent: string[] = [];
  page.on('request', (request) => void (new URL(request.url()).pathname === '/api/auth/signup' && sent.push(request.url())));
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await page.getByRole('button', { name: 'Create account' }).click();
  const firstName = page.getByLabel('First name', { exact: true });
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  // Focus goes to the first field in error, where a screen reader reads the error with the label.
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAccessibleDescription('First name is required');
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('Confirm password is required');
  // Not the provider's words for it, after a round trip: nothing was sent.
  await expect(page.getByText('The firstname field is required.')).toHaveCount(0);
  expect(sent).toEqual([]);

  await fill(page, {
    'First name': 'Adaeze',
    'Last name': 'Okafor',
    Email: uniqueEmail('individual'),
    Phone: `080${digits(8)}`,
    City: 'Ibadan',
    State: 'Oyo',
    Country: 'Nigeria',
    Password: 'harvest-2026',
    'Confirm password': 'different',
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAccessibleDescription('The confirm password field must match password.');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(1);
  // Nothing typed is lost after a failed submit.
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('harvest-2026');
  // With errors at their fields, the sign-up screen still passes the accessibility rules.
  await expectNoAxeViolations(page);
});

test('a wrong password says so and keeps the buyer on the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(demoBuyer.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  // By keyboard: the button keeps the focus while the attempt is sent, and after it fails.
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  // It is disabled until the page hydrates (next test), and a disabled button takes no focus.
  await expect(signInButton).toBeEnabled();
  await signInButton.focus();
  await expect(signInButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Incorrect Credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(signInButton).toBeFocused();
  await expectNoAxeViolations(page);
});

test.describe('before the page runs its scripts', () => {
  test.use({ javaScriptEnabled: false });

  // Without its submit handler the sign-in form would be sent as a plain GET to the page itself,
  // every named field in the address: the password in the history, the server's logs and any
  // proxy's. The same holds for a buyer who presses Enter before the page has hydrated. (The sign-up
  // form is drawn in the browser only.)
  test('the sign-in form sends nothing, by Enter or by its button, so no password lands in an address', async ({ page }) => {
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    await page.goto('/login');
    await fill(page, { Email: demoBuyer.email, Password: 'harvest-2026' });
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await submit.click({ force: true });
    // Nothing is to happen: give a submission the time to start.
    await page.waitForTimeout(1_000);
    expect(documents.filter((url) => /password/i.test(url))).toEqual([]);
    expect(new URL(page.url()).search).toBe('');
    await expect(submit).toBeDisabled();
  });
});

// A slow phone shows the server's form a while before it works; a password manager may fill it then.
// React keeps that text in the boxes but did not tell the form, which sent the sign-in empty ('Email
// is required') and emptied the boxes.
test('what is typed and chosen in the sign-in form before the page hydrates is what is sent', async ({ page }) => {
  let hydrate!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (hydrate = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  const signInButton = page.getByRole('button', { name: 'Sign in' });
  await expect(signInButton).toBeDisabled();
  await page.getByRole('radio', { name: 'Company' }).check();
  await fill(page, { Email: demoCompany.email, Password: demoCompany.password });
  hydrate();
  await expect(signInButton).toBeEnabled();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(demoCompany.email);
  await expect(page.getByRole('radio', { name: 'Company' })).toBeChecked();
  await signInButton.click();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  expect(await (await page.request.get('/api/session')).json()).toMatchObject({ signedIn: true, buyerType: 'company' });
});

test('after signing in the buyer returns to the page they came from', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'Login/Sign up' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fabout$/);
  await page.getByLabel('Email', { exact: true }).fill(demoBuyer.email);
  await page.getByLabel('Password', { exact: true }).fill(demoBuyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
});

// Each leaves //evil.example/signin once read: the browser drops a tab, and URL parsing resolves dot segments.
for (const [trick, next] of [
  ['a tab after the first slash', '/\t/evil.example/signin'],
  ['a dot segment before two slashes', '/.//evil.example/signin'],
] as const) {
  test(`a return address that the browser would read as another site (${trick}) sends the buyer home instead`, async ({ page, baseURL }) => {
    // Should the page leave, it must be seen leaving, not fail on a name nothing resolves.
    await page.route(/^https?:\/\/evil\.example\//, (route) => route.fulfill({ body: 'evil' }));
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await page.getByLabel('Email', { exact: true }).fill(demoBuyer.email);
    await page.getByLabel('Password', { exact: true }).fill(demoBuyer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(page.url()).toBe(new URL('/', baseURL).href);
    await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  });
}

test('a notice written into the address is not shown: only the step before the page can leave one', async ({ page }) => {
  const text = 'Security alert: your account is locked. Call +2348000000000 now.';
  for (const path of ['/login', '/verify-email']) {
    await page.goto(`${path}?${new URLSearchParams({ notice: text, email: 'ada@example.com' })}`);
    // Hydrated and settled: a notice shown from the browser's storage would be on the page by now.
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ada@example.com');
    await expect(page.getByText('Security alert')).toHaveCount(0);
  }
});

test('the sign-in page is tinted down to the footer, with no white strip between them', async ({ page }) => {
  await page.goto('/login');
  const tintBottom = await page.getByRole('main').locator(':scope > div').first().evaluate((band) => band.getBoundingClientRect().bottom);
  const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(Math.abs(footerTop - tintBottom)).toBeLessThan(1);
});

test('a forgotten password is replaced with a code from the mailbox', async ({ page }) => {
  const email = await signUp(page, 'individual');
  await expectNoAxeViolations(page);
  await page.getByLabel('Verification code').fill(await latestCode(email));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/login\?/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Password reset code sent.')).toBeVisible();
  // The replaced Send button's focus goes to the field the code is typed into.
  await expect(page.getByLabel('Reset code')).toBeFocused();
  // The account the new password is for, for password managers: in the form, not on the screen.
  await expect(page.locator('input[autocomplete="username"]')).toHaveValue(email);
  await expect(page.locator('input[autocomplete="username"]')).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByLabel('Reset code').fill('000000');
  await page.getByLabel('New password', { exact: true }).fill('new-harvest-9');
  await page.getByLabel('Confirm new password').fill('new-harvest-9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  const resetCode = page.getByLabel('Reset code');
  await expect(resetCode).toHaveAttribute('aria-invalid', 'true');
  // Its description reads where the code went (f07deae), then the error.
  await expect(resetCode).toHaveAccessibleDescription(/^Password reset code sent\. Check \S+ for the code\. Invalid or expired reset code\.$/);
  await expect(resetCode).toBeFocused();
  await expect(page.getByText('Invalid or expired reset code.')).toHaveCount(1);
  await page.getByLabel('Reset code').fill(await latestCode(email, 'reset'));
  await page.getByLabel('New password', { exact: true }).fill('new-harvest-9');
  await page.getByLabel('Confirm new password').fill('new-harvest-9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel('Password', { exact: true }).fill('new-harvest-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
});

test('the page to return to is kept on the way through verifying the email and resetting the password', async ({ page }) => {
  const returnTo = /[?&]next=%2Fabout(&|$)/;
  const email = await signUp(page, 'individual', '/about');
  await expect(page).toHaveURL(returnTo);

  // Signing in before verifying: the way to verify keeps it.
  await page.goto(`/login?${new URLSearchParams({ next: '/about', email })}`);
  await page.getByLabel('Password', { exact: true }).fill('harvest-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const verifyNow = page.getByRole('link', { name: 'Verify your email now' });
  await expect(verifyNow).toHaveAttribute('href', returnTo);
  await verifyNow.click();
  await expect(page).toHaveURL(/\/verify-email\?/);
  await page.getByLabel('Verification code').fill(await latestCode(email));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page).toHaveURL(returnTo);

  // So does the way to reset the password, and its way back to sign in.
  const forgot = page.getByRole('link', { name: 'Forgot password?' });
  await expect(forgot).toHaveAttribute('href', returnTo);
  await forgot.click();
  await expect(page).toHaveURL(/\/forgot-password\?/);
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await page.getByLabel('Reset code').fill(await latestCode(email, 'reset'));
  await page.getByLabel('New password', { exact: true }).fill('new-harvest-9');
  await page.getByLabel('Confirm new password').fill('new-harvest-9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page).toHaveURL(returnTo);
  await page.getByLabel('Password', { exact: true }).fill('new-harvest-9');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/about$/);
});

test('an account gets five codes mailed again an hour: the sixth says so, and nothing more is mailed', async ({ page }) => {
  const email = await signUp(page, 'individual');
  const resend = page.getByRole('button', { name: 'Resend code' });
  for (let i = 0; i < 5; i++) {
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/auth/resend') && response.status() === 200);
    await resend.click();
    await sent;
    await expect(resend).toBeEnabled();
  }
  await resend.click();
  await expect(page.getByText('Too many verification codes requested for this account. Please try again in 60 minutes.')).toBeVisible();
  // The sign-up's own code and five more.
  expect(await codeMails(email, 'verify')).toHaveLength(6);
});

test('an account gets three password resets an hour: the fourth says so, and nothing is mailed', async ({ page }) => {
  // The provider sets no limit, and each reset it carries out replaces the account's password.
  const buyer = await freshBuyer('reset-limit');
  await page.goto(`/forgot-password?${new URLSearchParams({ email: buyer.email })}`);
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await expect(page.getByText('Password reset code sent.')).toBeVisible();
    await page.getByRole('button', { name: 'Use a different email' }).click();
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  }
  await page.getByRole('button', { name: 'Send reset code' }).click();
  await expect(page.getByText('Too many password reset requests for this account. Please try again in 60 minutes.')).toBeVisible();
  await expect(page.getByLabel('Reset code')).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(await codeMails(buyer.email, 'reset')).toHaveLength(3);
});

test.describe('the account dropdown', () => {
  test.beforeEach(async ({ page }) => {
    await signInWithForm(page, demoBuyer);
  });

  test('lists the account pages and closes on an outside click and on Escape', async ({ page }, testInfo) => {
    const button = page.getByRole('button', { name: /^Account/ });
    const orders = page.getByRole('link', { name: 'Orders', exact: true });
    await button.click();
    await expect(orders).toBeVisible();
    for (const name of ['Transactions', 'Profile', 'Support']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(orders).toBeHidden();

    if (testInfo.project.name === 'desktop') {
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(orders).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(orders).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(orders).toBeHidden();
      await expect(button).toBeFocused();

      // Opened by the mouse passing over it while the buyer types a search: Escape closes it and
      // leaves the focus in the search box.
      const search = page.getByRole('banner').getByRole('searchbox');
      await search.fill('ya');
      await button.hover();
      await expect(orders).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(orders).toBeHidden();
      await expect(search).toBeFocused();
    }
  });

  test('each item opens its page', async ({ page }) => {
    const button = page.getByRole('button', { name: /^Account/ });
    for (const [name, path, heading] of [
      ['Orders', '/order', 'Order History'],
      ['Transactions', '/transaction', 'Transaction History'],
      ['Profile', '/profile', 'Profile'],
      ['Support', '/support', 'Support History'],
    ] as const) {
      await button.click();
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('opens on hover with a mouse', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'hover needs a mouse');
    await page.getByRole('button', { name: /^Account/ }).hover();
    await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();
    await page.mouse.move(10, 600);
    await expect(page.getByRole('link', { name: 'Orders' })).toBeHidden();
  });

  test('opens on tap on touch screens', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'touch only');
    await page.getByRole('button', { name: /^Account/ }).tap();
    await expect(page.getByRole('link', { name: 'Orders' })).toBeVisible();
    await page.locator('main').tap({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('link', { name: 'Orders' })).toBeHidden();
  });

  test('the signed-in header fits the screen without sideways scrolling, down to 320 px', async ({ page }) => {
    await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectHeaderFitsNarrowScreens(page);
  });

  test('nothing in the header moves as the account menu’s picture takes the icon’s place', async ({ page }) => {
    const headerShifts = await recordLayoutShifts(page, 'header');
    await page.goto('/about');
    const button = page.getByRole('button', { name: /^Account/ });
    // The demo buyer has no picture: the initials (Tolu Adebayo) come with the picture's code.
    await expect(button).toContainText('TA');
    expect(await headerShifts()).toEqual([]);
  });

  test('shows the wishlist dot for the demo buyer', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Wishlist (has items)' })).toBeVisible();
  });
});

test('the cart icon shows how many items the cart holds', async ({ page }) => {
  const buyer = await freshBuyer('cart-badge');
  const token = await providerToken(buyer);
  const productId = await anInStockProductId();
  await signInWithForm(page, buyer);
  const cart = page.getByRole('link', { name: /^Cart/ });
  await expect(cart).toHaveAccessibleName('Cart');
  await expect(page.getByTestId('cart-count')).toBeHidden();

  const added = await providerCall('POST', `/addToCart/${productId}`, { token, body: { quantity: 3 } });
  expect(added.status).toBe(200);
  await page.reload();
  // The count is the cart's own request after hydration: on a busy 2-core run that has taken past 5 s.
  await expect(page.getByTestId('cart-count')).toHaveText('3', { timeout: 15_000 });
  await expect(cart).toHaveAccessibleName('Cart, 3 items');
});

test('a cross-site request to a mutating API is refused', async ({ request, baseURL }) => {
  const response = await request.post('/api/auth/login', {
    headers: { Origin: 'https://evil.example', 'Content-Type': 'application/json' },
    data: { type: 'individual', email: demoBuyer.email, password: demoBuyer.password },
  });
  expect(response.status()).toBe(403);
  const same = await request.post('/api/auth/login', {
    headers: { Origin: new URL(baseURL ?? '').origin, 'Content-Type': 'application/json' },
    data: { type: 'individual', email: 'x', password: 'y' },
  });
  expect(same.status()).not.toBe(403);
});
