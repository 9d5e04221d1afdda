'use client';

import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/forms/FormMessage';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { apiPost } from '@/lib/client/api';
import { authPageHref, buyerTypeParam } from '@/lib/client/auth-params';
import { leaveNotice } from '@/lib/client/leave-notice';
import { noticeMessage, useNotice } from '@/lib/client/page-notice';
import { useApiForm } from '@/lib/client/use-api-form';
import { BuyerTypeChoice } from './BuyerTypeChoice';
import { EmailField } from './EmailField';
import { mailedCode } from './mailed-code';
import { useNavigate } from '@/lib/client/use-navigate';

export function VerifyEmailForm() {
  const params = useSearchParams();
  const navigate = useNavigate();
  const [type, setType] = useState(buyerTypeParam(params.get('type')));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [otp, setOtp] = useState('');
  const { bindForm, ...verify } = useApiForm();
  const resend = useApiForm();
  const notice = useNotice('/verify-email');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await verify.run(() => apiPost<{ message: string }>('/api/auth/verify', { type, otp }), { leavesPage: true });
    if (!result) return;
    leaveNotice('/login', result.message);
    navigate(authPageHref('/login', { type, email, next: params.get('next') }));
  }

  async function resendCode() {
    const result = await resend.run(() => apiPost<{ message: string }>('/api/auth/resend', { type, email }));
    if (result) resend.succeed(result.message);
  }

  return (
    <div className="space-y-6">
      <form ref={bindForm} onSubmit={submit} noValidate className="space-y-5">
        <FormMessage {...noticeMessage(notice)} />
        <BuyerTypeChoice legend="Account type" value={type} onChange={setType} />
        <TextField
          label="Verification code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          hint="The 6-digit code we emailed you."
          value={otp}
          onChange={(event) => setOtp(mailedCode(event.target.value))}
          errors={verify.fieldErrors.otp}
        />
        <FormMessage error={verify.error} />
        <SubmitButton busy={verify.busy} busyLabel="Verifying…">
          Verify email
        </SubmitButton>
      </form>
      <section aria-labelledby="resend-heading" className="space-y-3 border-t border-stone-200 pt-5">
        <h2 id="resend-heading" className="font-medium">
          Did not get a code?
        </h2>
        <EmailField value={email} onChange={setEmail} errors={resend.fieldErrors.email} />
        <FormMessage error={resend.error} success={resend.success} />
        <button
          type="button"
          onClick={resendCode}
          disabled={resend.busy || !email.trim()}
          className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        >
          {resend.busy ? 'Sending…' : 'Resend code'}
        </button>
      </section>
    </div>
  );
}
