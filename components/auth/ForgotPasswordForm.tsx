'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/forms/FormMessage';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { apiPost } from '@/lib/client/api';
import type { PasswordResetAnswer } from '@/lib/domain/account';
import { authPageHref, buyerTypeParam } from '@/lib/client/auth-params';
import { leaveNotice } from '@/lib/client/leave-notice';
import { useApiForm } from '@/lib/client/use-api-form';
import { BuyerTypeChoice } from './BuyerTypeChoice';
import { EmailField } from './EmailField';
import { mailedCode } from './mailed-code';
import { useNavigate } from '@/lib/client/use-navigate';

/** A provider that mailed a new password instead of a code has no second step: sign in with it. */
const mailedPassword = (answer: PasswordResetAnswer) => answer.next === 'sign-in';

/** Two steps on one page: ask for a code by email, then choose a new password with it. */
export function ForgotPasswordForm() {
  const params = useSearchParams();
  const navigate = useNavigate();
  const [type, setType] = useState(buyerTypeParam(params.get('type')));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [values, setValues] = useState({ code: '', password: '', confirm_password: '' });
  const [codeSent, setCodeSent] = useState<string | null>(null);
  // Back from the second step, whose button is gone with it: the email field takes the focus.
  const [changingEmail, setChangingEmail] = useState(false);
  const { bindForm, ...form } = useApiForm();
  const sentId = useId();

  function signInNext(message: string) {
    leaveNotice('/login', message);
    navigate(authPageHref('/login', { type, email, next: params.get('next') }));
  }

  async function requestCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.run(() => apiPost<PasswordResetAnswer>('/api/auth/password-reset', { type, email }), {
      leavesPage: mailedPassword,
    });
    if (!result) return;
    if (mailedPassword(result)) signInNext(result.message);
    else setCodeSent(result.message);
  }

  async function reset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.run(() =>
      apiPost<PasswordResetAnswer>('/api/auth/password-reset/confirm', { type, email, ...values }),
      { leavesPage: true },
    );
    if (result) signInNext(result.message);
  }

  function changeEmail() {
    // The second step's error (a refused code) is not the first step's.
    form.clear();
    setChangingEmail(true);
    setCodeSent(null);
  }

  const set = (name: keyof typeof values, keep = (value: string) => value) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: keep(event.target.value) }));

  // Remembered after all: back to sign in, with what was chosen here.
  const signIn = (
    <p className="text-sm">
      Remembered it?{' '}
      <Link className="text-brand-800 underline" href={authPageHref('/login', { type, email, next: params.get('next') })}>
        Sign in
      </Link>
    </p>
  );

  if (!codeSent) {
    return (
      <form ref={bindForm} onSubmit={requestCode} noValidate className="space-y-5">
        <BuyerTypeChoice legend="Account type" value={type} onChange={setType} />
        <EmailField value={email} onChange={setEmail} errors={form.fieldErrors.email} autoFocus={changingEmail} />
        <FormMessage error={form.error} />
        <SubmitButton busy={form.busy} busyLabel="Sending…">
          Send reset code
        </SubmitButton>
        {signIn}
      </form>
    );
  }

  return (
    <form ref={bindForm} onSubmit={reset} noValidate className="space-y-5">
      <FormMessage id={sentId} success={`${codeSent} Check ${email} for the code.`} />
      {/* The account the new password is for, so a password manager saves it under that one. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {/* The first step's form, its focused button with it, is gone: the code field takes the focus
          and reads the message with its label (a live region inserted with its text may go unannounced). */}
      <TextField
        label="Reset code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        autoFocus
        aria-describedby={sentId}
        value={values.code}
        onChange={set('code', mailedCode)}
        errors={form.fieldErrors.code}
      />
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={set('password')}
        errors={form.fieldErrors.password}
      />
      <TextField
        label="Confirm new password"
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirm_password}
        onChange={set('confirm_password')}
        errors={form.fieldErrors.confirm_password}
      />
      <FormMessage error={form.error} />
      <SubmitButton busy={form.busy} busyLabel="Saving…">
        Reset password
      </SubmitButton>
      <button type="button" onClick={changeEmail} className="text-sm text-brand-800 underline">
        Use a different email
      </button>
      {signIn}
    </form>
  );
}
