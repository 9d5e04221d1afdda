import { expect, test } from './support/test';
import { signInHere } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { freshBuyer } from './support/provider-api';
import { readMailbox, switchFaultOn } from './support/sandbox';

// The sandbox's `replacing-reset` fault resets passwords as the real provider does. Its scope is a
// path (reset calls carry no token), so every individual reset meets it while it is on: hence
// *.arranged, after the specs whose own resets expect the sandbox's code.

test("a provider that replaces the password and mails it (the real one's reset) sends the buyer to sign in with it, never showing it", async ({ page }) => {
  const buyer = await freshBuyer('reset-replaced');
  // Promises, so that none is still being read when the answers are looked at.
  const answers: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/auth/password-reset')) answers.push(response.text());
  });
  const off = await switchFaultOn({ mode: 'replacing-reset', paths: ['/buyerPasswordReset'] });
  try {
    await page.goto(`/forgot-password?${new URLSearchParams({ email: buyer.email, next: '/about' })}`);
    await page.getByRole('button', { name: 'Send reset code' }).click();

    // No code step, which would replace the mailed password once more: sign-in, with what to do,
    // still on the way back to the page the buyer came from.
    await expect(page).toHaveURL(/\/login\?.*next=%2Fabout(&|$)/);
    await expect(page.getByText(`A new password has been sent to ${buyer.email}. Sign in with it, then choose your own under Profile.`)).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(buyer.email);
    await expectNoAxeViolations(page);

    const [mail] = await readMailbox(buyer.email);
    const password = mail!.code!;
    expect(password).toMatch(/^\d{8}$/);
    const texts = await Promise.all(answers);
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toContain(password);
    expect(texts[0]).not.toContain('password_data');

    await signInHere(page, { ...buyer, password });
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('button', { name: /^Account/ })).toBeVisible();
  } finally {
    await off();
  }
});
