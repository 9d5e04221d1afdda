import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type Page } from '@playwright/test';
import { test } from './support/test';
import { signIn, signInHere, type BuyerType, type Credentials } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { CHANGE_TIMEOUT, freshBuyer, freshCompanyBuyer, providerCall } from './support/provider-api';
import { holdRequests } from './support/buying';
import { switchFaultOn } from './support/sandbox';
import { expectShownFor, stopClock, TOAST_EXIT_MS } from './support/page-clock';
import { providerBuyer } from './support/shopping';

/*
 * The profile screen for both kinds of buyer: every form's notices and field errors, what is sent
 * (only the changed fields), what the provider then holds, the picture rules, and logout. Each
 * test uses a new buyer; the demo accounts are never touched.
 */

// Most steps wait on a provider round trip; on a busy 2-core machine those can pass 5 s.
const expect = baseExpect.configure({ timeout: 10_000 });

const AVATAR = readFileSync(path.join(__dirname, 'fixtures', 'avatar.png'));
const PNG_SIGNATURE = AVATAR.subarray(0, 8);

type ProviderRow = Record<string, string | null>;

const freshAccount = (kind: BuyerType, prefix: string) => (kind === 'company' ? freshCompanyBuyer(`${prefix}-co`) : freshBuyer(prefix));

/** The account row as the provider now holds it, and its picture URL. */
async function providerProfile(buyer: Credentials): Promise<{ row: ProviderRow; picture: string }> {
  const { token, buyerId } = await providerBuyer(buyer);
  const { status, body } = await providerCall<{ data: { buyer: ProviderRow; profile_picture: string } }>('GET', `/getBuyerProfile/${buyerId}`, { token });
  expect(status).toBe(200);
  return { row: body.data.buyer, picture: body.data.profile_picture };
}

const uniquePhone = (prefix: string) => `${prefix}${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function openProfile(page: Page, buyer: Credentials) {
  await signIn(page, buyer);
  await page.goto('/profile');
  // The profile comes from the provider after the page loads; a busy machine can take a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible({ timeout: 20_000 });
}

/** The toast notice (sonner's live region); the newest one when an earlier one is still fading. */
const notice = (page: Page, text: string) => page.getByRole('region', { name: /Notifications/ }).getByText(text, { exact: true }).last();

/** The bodies the page posts to one of our route handlers. */
function recordBodies(page: Page, pathname: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === pathname && request.method() === 'POST') bodies.push(request.postDataJSON());
  });
  return bodies;
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectFieldError(page: Page, label: string, message: string | RegExp) {
  const input = field(page, label);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(message);
}

const accountButton = (page: Page) => page.getByRole('button', { name: /^Account/ });

for (const kind of ['individual', 'company'] as const) {
  const labels =
    kind === 'company'
      ? { name: 'Company name', phone: 'Company phone', phoneField: 'companyphone', nameField: 'companyname', newName: 'Savannah Harvest Ltd', initials: 'SH' }
      : { name: 'First name', phone: 'Phone', phoneField: 'phone', nameField: 'firstname', newName: 'Ngozi', initials: 'NE' };

  test.describe(`${kind} buyer`, () => {
    // Whole journeys, each with a new buyer and several provider round trips.
    test.slow();

    test('account settings send only the changed fields, show failures at their fields and survive a reload', async ({ page }) => {
      const [buyer, other] = await Promise.all([freshAccount(kind, 'profile'), freshAccount(kind, 'profile-other')]);
      const takenPhone = (await providerProfile(other)).row[labels.phoneField] as string;
      const before = (await providerProfile(buyer)).row;
      await openProfile(page, buyer);
      const sent = recordBodies(page, '/api/profile/account');

      // The sign-in email is read-only for both kinds (spec section 5).
      const email = field(page, kind === 'individual' ? 'Email' : 'Company email');
      await expect(email).toHaveValue(buyer.email);
      await expect(email).not.toBeEditable();
      if (kind === 'individual') {
        await expect(field(page, 'Registration number')).toBeDisabled();
      } else {
        await expect(field(page, 'Registration number')).toBeEnabled();
        await expect(field(page, 'Registration number')).toHaveValue(before.companyregnumber as string);
      }
      await expectNoAxeViolations(page);

      const save = page.getByRole('button', { name: 'Save changes' });
      await save.click();
      await expect(page.getByText('There are no changes to save.')).toBeVisible();

      await field(page, labels.phone).fill('0803123456789');
      await save.click();
      await expect(notice(page, 'Failed to update profile')).toBeVisible();
      await expectFieldError(page, labels.phone, `${labels.phone} must be at most 11 characters`);
      await expect(field(page, labels.phone)).toBeFocused();
      expect(sent).toEqual([]);

      await field(page, labels.phone).fill(takenPhone);
      await save.click();
      await expectFieldError(page, labels.phone, /has already been taken/);
      await expect(notice(page, 'Failed to update profile')).toBeVisible();
      expect(sent).toEqual([{ [labels.phoneField]: takenPhone }]);
      // With field errors and the failure toast showing, the screen still passes the accessibility rules.
      await expectNoAxeViolations(page);

      const newPhone = uniquePhone(kind === 'company' ? '081' : '070');
      await field(page, labels.name).fill(`  ${labels.newName} `);
      await field(page, labels.phone).fill(newPhone);
      await save.click();
      await expect(notice(page, 'Profile updated successfully')).toBeVisible();
      expect(sent.at(-1)).toEqual({ [labels.nameField]: labels.newName, [labels.phoneField]: newPhone });

      const after = (await providerProfile(buyer)).row;
      expect(after).toMatchObject({ ...before, [labels.nameField]: labels.newName, [labels.phoneField]: newPhone, updated_at: after.updated_at });

      await page.reload();
      await expect(field(page, labels.name)).toHaveValue(labels.newName);
      await expect(field(page, labels.phone)).toHaveValue(newPhone);
      // The header's initials and the account menu's name follow the new name.
      await expect(accountButton(page)).toContainText(labels.initials);
      await expect(accountButton(page)).toHaveAccessibleName(new RegExp(`for ${labels.newName}$`));
    });

    test('the billing address needs all four parts, saves the changed ones and survives a reload', async ({ page }) => {
      const buyer = await freshAccount(kind, 'billing');
      await openProfile(page, buyer);
      const sent = recordBodies(page, '/api/profile/billing');
      const billing = page.getByRole('region', { name: 'Billing address' });

      await billing.getByLabel('Address', { exact: true }).fill('');
      await billing.getByLabel('City', { exact: true }).fill('   ');
      await billing.getByRole('button', { name: 'Save address' }).click();
      await expect(notice(page, 'Failed to update Billing address')).toBeVisible();
      await expectFieldError(page, 'Address', 'Address is required');
      await expectFieldError(page, 'City', 'City is required');
      await expect(billing.getByLabel('Address', { exact: true })).toBeFocused();
      expect(sent).toEqual([]);

      await billing.getByLabel('Address', { exact: true }).fill('12 Ring Road');
      await billing.getByLabel('State', { exact: true }).fill('Oyo');
      await billing.getByLabel('City', { exact: true }).fill('Ibadan');
      await billing.getByRole('button', { name: 'Save address' }).click();
      await expect(notice(page, 'Billing address updated successfully')).toBeVisible();
      // The country was left as it was, so it is not sent.
      expect(sent).toEqual([{ address: '12 Ring Road', state: 'Oyo', city: 'Ibadan' }]);

      const { row } = await providerProfile(buyer);
      expect(row).toMatchObject({ [kind === 'company' ? 'companyaddress' : 'address']: '12 Ring Road', state: 'Oyo', city: 'Ibadan', country: 'Nigeria' });

      await page.reload();
      await expect(billing.getByLabel('Address', { exact: true })).toHaveValue('12 Ring Road');
      await expect(billing.getByLabel('State', { exact: true })).toHaveValue('Oyo');
      await expect(billing.getByLabel('City', { exact: true })).toHaveValue('Ibadan');
      // A company's billing address is its company address.
      if (kind === 'company') await expect(field(page, 'Company address')).toHaveValue('12 Ring Road');
    });

    test('the password changes after its errors are shown at their fields; sign out and in with the new one', async ({ page }) => {
      const buyer = await freshAccount(kind, 'password');
      await openProfile(page, buyer);
      const form = page.getByRole('region', { name: 'Change password' });
      const submit = form.getByRole('button', { name: 'Change password' });
      const newPassword = 'new-harvest-77';

      await submit.click();
      await expectFieldError(page, 'Old password', 'Old password is required');
      await expectFieldError(page, 'New password', /New password is required/);
      await expectFieldError(page, 'Confirm password', 'Confirm password is required');
      await expect(field(page, 'Old password')).toBeFocused();

      await field(page, 'Old password').fill('not-my-password');
      await field(page, 'New password').fill(newPassword);
      await field(page, 'Confirm password').fill(newPassword);
      await submit.click();
      await expectFieldError(page, 'Old password', 'Old password does not match');
      await expect(notice(page, 'An error occurred. Please try again later.')).toHaveCount(0);

      await field(page, 'Old password').fill(buyer.password);
      await field(page, 'Confirm password').fill('new-harvest-78');
      await submit.click();
      await expectFieldError(page, 'Confirm password', 'The confirm password field must match password.');
      // Our route handler refuses a mismatch too, at the same field.
      const mismatch = await page.request.post('/api/profile/password', {
        data: { old_password: buyer.password, password: newPassword, confirm_password: 'new-harvest-78' },
      });
      expect(mismatch.status()).toBe(422);
      expect((await mismatch.json()).errors.confirm_password).toEqual(['The confirm password field must match password.']);

      // A failure no field explains (here the connection drops) gets the spec's alert text.
      // A notice of this screen's, for 3.5 s like its other forms' failures (spec section 9).
      await page.route('**/api/profile/password', (route) => route.abort());
      await field(page, 'Confirm password').fill(newPassword);
      await stopClock(page);
      await submit.click();
      await expectShownFor(page, notice(page, 'An error occurred. Please try again later.'), 3_500, TOAST_EXIT_MS);
      await page.unroute('**/api/profile/password');
      // A timeout may have changed it after all: the buyer is told so, not that it failed.
      await page.route('**/api/profile/password', (route) => route.fulfill({ status: 504, json: { message: CHANGE_TIMEOUT } }));
      await submit.click();
      await expect(notice(page, CHANGE_TIMEOUT)).toBeVisible();
      await page.unroute('**/api/profile/password');

      // Two submits in one tick (a double Enter on a busy phone) change it once: a second request
      // would send the old password again after the change, and its refusal would show at the field.
      const sent = recordBodies(page, '/api/profile/password');
      await form.locator('form').evaluate((element: HTMLFormElement) => {
        element.requestSubmit();
        element.requestSubmit();
      });
      await expect(notice(page, 'Password Changed successful')).toBeVisible();
      await expect(field(page, 'Old password')).toHaveValue('');
      expect(sent).toHaveLength(1);
      const oldLogin = await providerCall('POST', kind === 'company' ? '/companyBuyerLogin' : '/loginBuyer', {
        body: { email: buyer.email, password: buyer.password },
      });
      expect(oldLogin.status).toBe(400);

      await page.getByRole('button', { name: 'Logout', exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('link', { name: 'Login/Sign up' })).toBeVisible();

      await signIn(page, { ...buyer, password: newPassword });
      await page.goto('/profile');
      await expect(field(page, 'Old password')).toBeVisible({ timeout: 20_000 });
    });

    test('a picture is refused when too big or not an image, and shows here and in the header once uploaded; delete removes it', async ({ page }) => {
      const buyer = await freshAccount(kind, 'picture');
      await openProfile(page, buyer);
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/profile/picture') uploads.push(request.method());
      });
      const picker = page.getByLabel('Upload picture');
      const headerPicture = accountButton(page).locator('img');
      await expect(accountButton(page)).toContainText(kind === 'company' ? 'SG' : 'CE');
      await expect(headerPicture).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Delete picture' })).toHaveCount(0);

      // 2 MB: refused in the browser, nothing sent.
      const big = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024)]);
      await picker.setInputFiles({ name: 'harvest.png', mimeType: 'image/png', buffer: big });
      await expect(page.getByText('Image size should not exceed 1MB')).toBeVisible();
      expect(uploads).toEqual([]);
      // ... and by our route handler, for a request that skips the page.
      const direct = await page.request.post('/api/profile/picture', {
        multipart: { profile_photo: { name: 'harvest.png', mimeType: 'image/png', buffer: big } },
      });
      expect(direct.status()).toBe(413);

      // A text file named .png claims to be an image: our route handler reads its bytes and refuses it.
      const refused = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/profile/picture');
      await stopClock(page);
      await picker.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Delivery notes: leave at the gate.\n'.repeat(20)) });
      expect((await refused).status()).toBe(422);
      // A notice, failure or not, stays 3.5 s (spec section 9); the failure toasts elsewhere stay 4 s.
      await expectShownFor(page, notice(page, 'Error uploading profile picture.'), 3_500, TOAST_EXIT_MS);
      await expect(page.getByText('Choose a JPG, PNG or BMP image.')).toBeVisible();
      expect((await providerProfile(buyer)).picture).toMatch(/\/profile_images\/$/);

      await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: AVATAR });
      await expect(notice(page, 'Profile picture updated successfully!')).toBeVisible();
      const picture = page.getByRole('img', { name: 'Your profile picture' });
      await expect(picture).toHaveAttribute('src', /profile_images/);
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await expect(headerPicture).toHaveAttribute('src', /profile_images/);
      await expect.poll(() => headerPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      expect((await providerProfile(buyer)).picture).toMatch(/\/profile_images\/.+\.png$/);

      await page.reload();
      await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', /profile_images/);

      // Two taps in one tick delete it once: a second request would fail on a picture already gone.
      const deletes: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'DELETE' && new URL(request.url()).pathname === '/api/profile/picture') deletes.push(request.url());
      });
      await page.getByRole('button', { name: 'Delete picture' }).evaluate((button: HTMLElement) => {
        button.click();
        button.click();
      });
      await expect(notice(page, 'Profile picture deleted successfully!')).toBeVisible();
      await expect(notice(page, 'Error deleting profile picture.')).toHaveCount(0);
      expect(deletes).toHaveLength(1);
      await expect(page.getByRole('button', { name: 'Delete picture' })).toHaveCount(0);
      await expect(headerPicture).toHaveCount(0);
      await expect(accountButton(page)).toContainText(kind === 'company' ? 'SG' : 'CE');
      expect((await providerProfile(buyer)).picture).toMatch(/\/profile_images\/$/);
    });
  });
}

test("a street address the provider does not keep (the real one drops an individual's) is said so, kept in the form, and the rest is saved", async ({ page }) => {
  test.slow();
  const buyer = await freshBuyer('billing-dropped');
  const { buyerId } = await providerBuyer(buyer);
  const { row: before } = await providerProfile(buyer);
  const dropsAddress = await switchFaultOn({ mode: 'addressless-billing', buyer: buyerId });
  const sent = recordBodies(page, '/api/profile/billing');
  try {
    await openProfile(page, buyer);
    const billing = page.getByRole('region', { name: 'Billing address' });
    await billing.getByLabel('Address', { exact: true }).fill('3 Zik Avenue');
    await billing.getByLabel('City', { exact: true }).fill('Udi');
    await billing.getByRole('button', { name: 'Save address' }).click();
    await expect(notice(page, 'Failed to update Billing address')).toBeVisible();
    await expectFieldError(page, 'Address', 'The marketplace did not keep this address. Your other changes are saved.');
    await expect(billing.getByLabel('Address', { exact: true })).toHaveValue('3 Zik Avenue');
    await expect(notice(page, 'Billing address updated successfully')).toHaveCount(0);
    expect((await providerProfile(buyer)).row).toMatchObject({ address: before.address, city: 'Udi' });
    await expectNoAxeViolations(page);
  } finally {
    await dropsAddress();
  }
  // Where the provider keeps it, the same save goes through.
  await page.getByRole('region', { name: 'Billing address' }).getByRole('button', { name: 'Save address' }).click();
  await expect(notice(page, 'Billing address updated successfully')).toBeVisible();
  expect(sent[0]).toEqual({ address: '3 Zik Avenue', city: 'Udi' });
  expect((await providerProfile(buyer)).row).toMatchObject({ address: '3 Zik Avenue', city: 'Udi' });
});

test('a profile reload that fails keeps the forms, and what is being typed in them', async ({ page }) => {
  const buyer = await freshAccount('individual', 'profile-reload');
  await openProfile(page, buyer);
  const billing = page.getByRole('region', { name: 'Billing address' });
  await billing.getByLabel('City', { exact: true }).fill('Abeokuta');
  // Saving the account reloads the profile; that reload fails.
  await page.route('**/api/profile', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 503, json: { message: 'The marketplace service is unavailable.' } }) : route.fallback(),
  );
  let failures = 0;
  page.on('response', (response) => void (new URL(response.url()).pathname === '/api/profile' && response.status() === 503 && failures++));
  await field(page, 'First name').fill('Tobi');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Profile updated successfully')).toBeVisible();
  // The first read and its two retries fail; then the query is in error, and the screen drawn from it.
  await expect.poll(() => failures, { timeout: 20_000 }).toBe(3);
  await page.waitForTimeout(500);
  await expect(page.getByText(/We could not load your profile/)).toHaveCount(0);
  await expect(billing.getByLabel('City', { exact: true })).toHaveValue('Abeokuta');
  await expect(field(page, 'First name')).toHaveValue('Tobi');
});

test('ten wrong old passwords hold the next try back, at its field, and the password stays as it was', async ({ page }) => {
  const buyer = await freshAccount('individual', 'password-guesses');
  await openProfile(page, buyer);
  // Guesses sent with the page's session, as a script on a computer left signed in would send them.
  for (let i = 0; i < 10; i++) {
    const guess = await page.request.post('/api/profile/password', { data: { old_password: `guess-${i}-x`, password: 'new-harvest-77', confirm_password: 'new-harvest-77' } });
    expect(guess.status()).toBe(400);
  }
  const form = page.getByRole('region', { name: 'Change password' });
  await field(page, 'Old password').fill(buyer.password);
  await field(page, 'New password').fill('new-harvest-77');
  await field(page, 'Confirm password').fill('new-harvest-77');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expectFieldError(page, 'Old password', 'Too many failed attempts for this account. Please try again in 15 minutes.');
  await expect(notice(page, 'Password Changed successful')).toHaveCount(0);
  await expect(field(page, 'New password')).toHaveValue('new-harvest-77');
  // The provider never saw the right one: the buyer still signs in with it.
  await providerBuyer(buyer);
});

test('what is typed in the profile and not saved survives a reload and a session that ends; a save empties it', async ({ page }) => {
  const buyer = await freshAccount('individual', 'profile-draft');
  const before = (await providerProfile(buyer)).row;
  await openProfile(page, buyer);
  const billing = page.getByRole('region', { name: 'Billing address' });
  const city = billing.getByLabel('City', { exact: true });
  // A new individual has no billing address yet: all of it is typed.
  await billing.getByLabel('Address', { exact: true }).fill('7 Oke-Ado Street');
  await city.fill('Abeokuta');
  await field(page, 'Last name').fill('Adebayo-Cole ');

  await page.reload();
  await expect(city).toHaveValue('Abeokuta', { timeout: 20_000 });
  await expect(field(page, 'Last name')).toHaveValue('Adebayo-Cole ');

  // The session ends (signed out in another tab); signing back in brings the buyer and the text back.
  await page.context().clearCookies();
  await page.reload();
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await signInHere(page, buyer);
  await page.waitForURL((url) => url.pathname === '/profile');
  await expect(city).toHaveValue('Abeokuta', { timeout: 20_000 });
  await expect(field(page, 'Last name')).toHaveValue('Adebayo-Cole ');

  // Saving the address keeps the unsaved name; the saved address is the profile's from now on.
  await billing.getByRole('button', { name: 'Save address' }).click();
  await expect(notice(page, 'Billing address updated successfully')).toBeVisible();
  await page.reload();
  await expect(city).toHaveValue('Abeokuta', { timeout: 20_000 });
  await expect(field(page, 'Last name')).toHaveValue('Adebayo-Cole ');
  const after = (await providerProfile(buyer)).row;
  expect(after).toMatchObject({ address: '7 Oke-Ado Street', city: 'Abeokuta' });
  expect(after.lastname).toBe(before.lastname);
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.endsWith(':profile:billing')))).toEqual([]);
});

/**
 * With the account save (on `accountTab`) held, the billing save (on `billingTab`) is not sent;
 * released, both are saved and the provider holds both changes.
 */
async function expectSavesInTurn(buyer: Credentials, accountTab: Page, billingTab: Page, { company, city }: { company: string; city: string }) {
  const billingPosts = recordBodies(billingTab, '/api/profile/billing');
  const account = await holdRequests(accountTab, '**/api/profile/account', 'POST');
  await field(accountTab, 'Company name').fill(company);
  await accountTab.getByRole('button', { name: 'Save changes' }).click();
  const billing = billingTab.getByRole('region', { name: 'Billing address' });
  await billing.getByLabel('City', { exact: true }).fill(city);
  await billing.getByRole('button', { name: 'Save address' }).click();
  await billingTab.waitForTimeout(1_000);
  expect(billingPosts).toEqual([]);

  account.release();
  await expect(notice(accountTab, 'Profile updated successfully')).toBeVisible();
  await expect(notice(billingTab, 'Billing address updated successfully')).toBeVisible();
  expect(billingPosts).toHaveLength(1);
  expect((await providerProfile(buyer)).row).toMatchObject({ companyname: company, city });
}

test('a company’s account and billing saves go one after the other, so neither undoes the other', async ({ page }) => {
  // Both go through the provider's one company call, which rewrites every field from what our
  // route read first: sent together, the later could write back the earlier's old values.
  const buyer = await freshAccount('company', 'profile-queue');
  await openProfile(page, buyer);
  await expectSavesInTurn(buyer, page, page, { company: 'Sahel Millet Traders', city: 'Zaria' });
});

test('saves in two tabs go one after the other too, so neither undoes the other', async ({ page }) => {
  const buyer = await freshAccount('company', 'profile-tabs');
  await openProfile(page, buyer);
  const other = await page.context().newPage();
  await other.goto('/profile');
  await expect(other.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible({ timeout: 20_000 });
  await expectSavesInTurn(buyer, page, other, { company: 'Kano Sorghum Traders', city: 'Katsina' });
});

test('what is typed while a save is on its way stays in the form after it, unsaved', async ({ page }) => {
  const buyer = await freshAccount('individual', 'profile-typing');
  const before = (await providerProfile(buyer)).row;
  await openProfile(page, buyer);
  const held = await holdRequests(page, '**/api/profile/account', 'POST');
  await field(page, 'First name').fill('Adaeze');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const phone = uniquePhone('080');
  await field(page, 'Phone').fill(phone);
  held.release();
  await expect(notice(page, 'Profile updated successfully')).toBeVisible();
  await expect(field(page, 'Phone')).toHaveValue(phone);
  await expect(field(page, 'First name')).toHaveValue('Adaeze');
  expect((await providerProfile(buyer)).row).toMatchObject({ firstname: 'Adaeze', phone: before.phone });

  // Still a draft: it outlives a reload, and the next save sends it.
  await page.reload();
  await expect(field(page, 'Phone')).toHaveValue(phone, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, 'Profile updated successfully')).toBeVisible();
  await expect.poll(async () => (await providerProfile(buyer)).row.phone).toBe(phone);
});

test('a save from a tab left open for one buyer, after another signed in in another tab, changes neither account; the tab reloads for the one signed in', async ({ page, context }) => {
  test.slow();
  const first = await freshBuyer('tab-left-open');
  const second = await freshCompanyBuyer('tab-signed-in-co');
  const before = { first: (await providerProfile(first)).row, second: (await providerProfile(second)).row };
  await openProfile(page, first);
  const billing = page.getByRole('region', { name: 'Billing address' });
  await billing.getByLabel('Address', { exact: true }).fill('9 Old Tab Road');
  await billing.getByLabel('City', { exact: true }).fill('Kaduna-from-the-old-tab');

  // Another tab of the same browser signs in as someone else: the session cookie is theirs now.
  const other = await context.newPage();
  await other.goto('/login');
  await signIn(other, second);
  await other.close();

  const saves = recordBodies(page, '/api/profile/billing');
  await billing.getByRole('button', { name: 'Save address' }).click();
  await expect.poll(() => saves.length).toBe(1);
  // Loaded anew for the company signed in: its own profile, and nothing of the first buyer's.
  await expect(page.getByLabel('Company name', { exact: true })).toHaveValue(before.second.companyname!, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Billing address' }).getByLabel('City', { exact: true })).not.toHaveValue('Kaduna-from-the-old-tab');
  await expect(notice(page, 'Billing address updated successfully')).toHaveCount(0);
  expect((await providerProfile(first)).row.city).toBe(before.first.city);
  expect((await providerProfile(second)).row.city).toBe(before.second.city);
});
