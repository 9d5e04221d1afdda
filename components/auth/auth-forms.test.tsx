import type { ReactElement } from 'react';
import { setUpDom } from '@/lib/testing/dom';
import { freshReact } from '@/lib/testing/fresh-react';

type Answer = { status?: number; body: unknown };

/**
 * A jsdom page opened at `?search`, for one of the sign-in pages' forms imported after this (fresh
 * modules): our API answers `answers` in turn (the last repeats); `navigate` and `router` record
 * where the form sends the buyer.
 */
async function open(search: string, answers: Answer[] = [{ body: {} }]) {
  jest.resetModules();
  const navigate = jest.fn();
  const router = { replace: jest.fn(), refresh: jest.fn(), push: jest.fn() };
  jest.doMock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search), useRouter: () => router }));
  jest.doMock('next/link', () => ({ __esModule: true, default: ({ href, ...props }: { href: string }) => <a href={href} {...props} /> }));
  jest.doMock('@/lib/client/use-navigate', () => ({ useNavigate: () => navigate }));
  jest.doMock('@tanstack/react-query', () => ({ useQueryClient: () => ({ removeQueries: jest.fn(), setQueryData: jest.fn() }) }));
  let calls = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const { status = 200, body } = answers[Math.min(++calls, answers.length) - 1]!;
    return Response.json(body, { status });
  });
  // The page first: React DOM decides when it loads whether the browser has input events to hear typing by.
  const page = setUpDom('');
  const { react, client } = await freshReact();
  const root = client.createRoot(page);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  /** Types `value` into the input named `name`, as React hears typing. */
  const type = (name: string, value: string) =>
    react.act(async () => {
      const input = page.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')!.set!.call(input, value);
      input.dispatchEvent(new window.Event('input', { bubbles: true }));
    });
  return {
    page,
    navigate,
    router,
    show: (form: ReactElement) => react.act(async () => root.render(form)),
    /** Submits the page's first form and lets its call to our API come back. */
    submit: () =>
      react.act(async () => {
        page.querySelector('form')!.dispatchEvent(new window.Event('submit', { bubbles: true, cancelable: true }));
        await settle();
      }),
    type,
    click: (element: HTMLElement) => react.act(async () => element.click()),
    /** Pastes `text` into the input named `name`, which a browser first cuts to the field's maxLength. */
    paste: (name: string, text: string) => {
      const { maxLength } = page.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
      return type(name, maxLength >= 0 ? text.slice(0, maxLength) : text);
    },
  };
}

// Each test loads React and a form anew, which takes a few seconds on a busy 2-core machine.
jest.setTimeout(30_000);

afterEach(async () => {
  jest.restoreAllMocks();
  // jsdom reports a focused field's selection on a timer: let it fire while the page is still the
  // global one, as after the file jest takes the page away and the late event would crash it.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

const link = (page: HTMLElement, text: string) => [...page.querySelectorAll('a')].find((anchor) => anchor.textContent === text);
const submitButton = (page: HTMLElement) => page.querySelector<HTMLButtonElement>('button[type="submit"]')!;
const field = (page: HTMLElement, name: string) => page.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
/** The texts a screen reader reads as the input's description. */
const descriptions = (input: HTMLInputElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => input.ownerDocument.getElementById(id)?.textContent);
const CODE_SENT = { body: { next: 'enter-code', message: 'Password reset code sent.' } };
/** The reset's second step, filled in: a code and the new password twice. */
async function fillNewPassword(type: (name: string, value: string) => Promise<void>) {
  await type('code', '123456');
  await type('password', 'new-harvest-77');
  await type('confirm_password', 'new-harvest-77');
}
const RETURN_TO = 'next=%2Fcart';

describe('the page to return to after signing in (?next=) is kept', () => {
  it('by the sign-in page’s links to reset the password and to verify the email', async () => {
    const NOT_VERIFIED = 'Email not verified. Please verify your email first.';
    const { page, show, type, submit } = await open(RETURN_TO, [{ status: 400, body: { message: NOT_VERIFIED } }]);
    const { LoginForm } = await import('./LoginForm');
    await show(<LoginForm />);
    await type('email', 'ada@example.com');
    expect(link(page, 'Forgot password?')?.getAttribute('href')).toBe('/forgot-password?type=individual&email=ada%40example.com&next=%2Fcart');
    await type('password', 'harvest-2026');
    await submit();
    expect(link(page, 'Verify your email now')?.getAttribute('href')).toBe('/verify-email?type=individual&email=ada%40example.com&next=%2Fcart');
  });

  it('by the reset page’s link back to sign in, with the account type and email chosen there', async () => {
    const { page, show, type } = await open(`${RETURN_TO}&type=company`);
    const { ForgotPasswordForm } = await import('./ForgotPasswordForm');
    await show(<ForgotPasswordForm />);
    await type('email', 'ada@example.com');
    expect(link(page, 'Sign in')?.getAttribute('href')).toBe('/login?type=company&email=ada%40example.com&next=%2Fcart');
  });

  it('by the reset page when it sends the buyer to sign in', async () => {
    const mailed = { next: 'sign-in', message: 'A new password has been sent to ada@example.com.' };
    const { show, type, submit, navigate } = await open(`${RETURN_TO}&email=ada%40example.com`, [{ body: mailed }]);
    const { ForgotPasswordForm } = await import('./ForgotPasswordForm');
    await show(<ForgotPasswordForm />);
    await type('email', 'ada@example.com');
    await submit();
    expect(navigate).toHaveBeenCalledWith('/login?type=individual&email=ada%40example.com&next=%2Fcart');
  });
});

describe('a required field left empty', () => {
  it('is said at the field in the form’s words, which takes the focus, and nothing is sent', async () => {
    const { page, show, type, submit } = await open('');
    const { LoginForm } = await import('./LoginForm');
    await show(<LoginForm />);
    await type('email', '   ');
    await type('password', 'harvest-2026');
    await submit();
    const email = field(page, 'email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(email)).toContain('Email is required');
    expect(page.ownerDocument.activeElement).toBe(email);
    expect(field(page, 'password').hasAttribute('aria-invalid')).toBe(false);
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });
});

describe('a form stays busy after a success that leaves the page', () => {
  it('signing in: no second sign-in (a second token) while the page to return to loads', async () => {
    const session = { signedIn: true, userId: 'AGB12345678', buyerType: 'individual', name: 'Ada' };
    const { page, show, type, submit, router } = await open(RETURN_TO, [{ body: { message: 'Login Successful', session } }]);
    const { LoginForm } = await import('./LoginForm');
    await show(<LoginForm />);
    await type('email', 'ada@example.com');
    await type('password', 'harvest-2026');
    await submit();
    expect(router.replace).toHaveBeenCalledWith('/cart');
    expect(submitButton(page).getAttribute('aria-disabled')).toBe('true');
  });

  it('a reset that mailed a new password: no second reset (another new password) while sign-in loads', async () => {
    const { page, show, submit } = await open('email=ada%40example.com', [{ body: { next: 'sign-in', message: 'Sent.' } }]);
    const { ForgotPasswordForm } = await import('./ForgotPasswordForm');
    await show(<ForgotPasswordForm />);
    await submit();
    expect(submitButton(page).getAttribute('aria-disabled')).toBe('true');
  });

  it('but a reset that mailed a code shows its second step ready to send', async () => {
    const { page, show, submit } = await open('email=ada%40example.com', [CODE_SENT]);
    const { ForgotPasswordForm } = await import('./ForgotPasswordForm');
    await show(<ForgotPasswordForm />);
    await submit();
    expect(page.querySelector('input[name="code"]')).not.toBeNull();
    expect(submitButton(page).hasAttribute('aria-disabled')).toBe(false);
  });
});

describe('a refused code is the code field’s error', () => {
  /** The code input: invalid, described by the message, focused; the message shown once on the page. */
  function expectAtField(page: HTMLElement, name: string, message: string) {
    const input = field(page, name);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(descriptions(input)).toContain(message);
    expect(page.ownerDocument.activeElement).toBe(input);
    expect(page.textContent!.split(message)).toHaveLength(2);
  }

  it('when verifying the email', async () => {
    const message = 'Invalid OTP. Please try again.';
    const { page, show, type, submit } = await open('email=ada%40example.com', [{ status: 400, body: { message, errors: { otp: [message] } } }]);
    const { VerifyEmailForm } = await import('./VerifyEmailForm');
    await show(<VerifyEmailForm />);
    await type('otp', '123456');
    await submit();
    expectAtField(page, 'otp', message);
  });

  it('when choosing a new password, whose step also names the account for password managers', async () => {
    const message = 'Invalid or expired reset code.';
    const { page, show, type, submit } = await open('email=ada%40example.com', [
      CODE_SENT,
      { status: 400, body: { message, errors: { code: [message] } } },
    ]);
    const { ForgotPasswordForm } = await import('./ForgotPasswordForm');
    await show(<ForgotPasswordForm />);
    await submit();
    const account = page.querySelector<HTMLInputElement>('input[autocomplete="username"]');
    expect(account).toMatchObject({ type: 'email', value: 'ada@example.com', readOnly: true, hidden: true });
    await fillNewPassword(type);
    await submit();
    expectAtField(page, 'code', message);
  });
});

describe('the reset page’s second step', () => {
  it('takes the focus from the replaced Send button to the Reset code field, which reads where the code went', async () => {
    const { page, show, submit } = await open('email=ada%40example.com', [CODE_SENT]);
    const { ForgotPasswordForm } = await import('./ForgotPasswordForm');
    await show(<ForgotPasswordForm />);
    submitButton(page).focus();
    await submit();
    const code = field(page, 'code');
    expect(page.ownerDocument.activeElement).toBe(code);
    expect(descriptions(code)).toContain('Password reset code sent. Check ada@example.com for the code.');
  });

  it('goes back on “Use a different email” with the focus in the Email field and without its refused code’s error', async () => {
    const message = 'Invalid or expired reset code.';
    const { page, show, type, submit, click } = await open('email=ada%40example.com', [CODE_SENT, { status: 400, body: { message, errors: { code: [message] } } }]);
    const { ForgotPasswordForm } = await import('./ForgotPasswordForm');
    await show(<ForgotPasswordForm />);
    await submit();
    await fillNewPassword(type);
    await submit();
    expect(page.textContent).toContain(message);
    await click([...page.querySelectorAll('button')].find((button) => button.textContent === 'Use a different email')!);
    const email = field(page, 'email');
    expect(email.value).toBe('ada@example.com');
    expect(page.ownerDocument.activeElement).toBe(email);
    expect(page.textContent).not.toContain(message);
  });
});

describe('a pasted code keeps its 6 digits, whatever was selected with them', () => {
  it('when verifying the email', async () => {
    const { page, show, paste } = await open('email=ada%40example.com');
    const { VerifyEmailForm } = await import('./VerifyEmailForm');
    await show(<VerifyEmailForm />);
    await paste('otp', ' 123 456.');
    expect(field(page, 'otp').value).toBe('123456');
    await paste('otp', '1234567');
    expect(field(page, 'otp').value).toBe('123456');
  });

  it('when choosing a new password', async () => {
    const { page, show, submit, paste } = await open('email=ada%40example.com', [CODE_SENT]);
    const { ForgotPasswordForm } = await import('./ForgotPasswordForm');
    await show(<ForgotPasswordForm />);
    await submit();
    await paste('code', ' 123 456.');
    expect(field(page, 'code').value).toBe('123456');
  });
});

describe('sign-up fields', () => {
  it('stop at the provider’s limit: 100 characters where its rule is max:100, the shared 200 elsewhere', async () => {
    const { page, show } = await open('type=company');
    const { SignupForm } = await import('./SignupForm');
    await show(<SignupForm />);
    const maxLength = (name: string) => page.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.maxLength;
    for (const name of ['companyname', 'companyphone', 'companyaddress', 'country', 'state', 'city', 'zipcode']) expect(maxLength(name)).toBe(100);
    for (const name of ['companyregnumber', 'companyemail', 'password']) expect(maxLength(name)).toBe(200);
  });
});
