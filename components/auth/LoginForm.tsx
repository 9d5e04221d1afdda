'use client';

import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/forms/FormMessage';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import type { PublicSession } from '@/lib/auth/public-session';
import { actAsBuyer, apiPost } from '@/lib/client/api';
import { authPageHref, buyerTypeParam } from '@/lib/client/auth-params';
import { forgetDrafts } from '@/lib/client/drafts';
import { noticeMessage, useNotice } from '@/lib/client/page-notice';
import { queryKeys } from '@/lib/client/query-keys';
import { safeReturnPath } from '@/lib/client/return-path';
import { useApiForm } from '@/lib/client/use-api-form';
import { BuyerTypeChoice } from './BuyerTypeChoice';
import { EmailField } from './EmailField';

const NOT_VERIFIED = 'Email not verified. Please verify your email first.';

export function LoginForm() {
  const params = useSearchParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [type, setType] = useState(buyerTypeParam(params.get('type')));
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  // Kept on every way on from here (sign up, verify, reset) so that the buyer still lands on it.
  const next = params.get('next');
  const { bindForm, ...form } = useApiForm();
  const notice = useNotice('/login');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await form.run(() =>
      apiPost<{ session: PublicSession }>('/api/auth/login', { type, email, password }),
      { leavesPage: true },
    );
    if (!result) return;
    queryClient.removeQueries({ queryKey: queryKeys.buyer });
    // This tab now acts for the buyer who signed in here, whoever it acted for before.
    actAsBuyer(result.session.signedIn ? result.session.userId : null);
    queryClient.setQueryData(queryKeys.session, result.session);
    // Another buyer's unsent text (their session ended in this tab) is not this buyer's to see.
    forgetDrafts(result.session.signedIn ? result.session.userId : null);
    router.replace(safeReturnPath(next));
    router.refresh();
  }

  return (
    <form ref={bindForm} onSubmit={submit} noValidate className="space-y-5">
      {notice && <FormMessage {...noticeMessage(notice)} />}
      <BuyerTypeChoice legend="Sign in as" value={type} onChange={setType} />
      <EmailField value={email} onChange={setEmail} errors={form.fieldErrors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={form.fieldErrors.password}
      />
      <FormMessage error={form.error} />
      {form.error === NOT_VERIFIED && (
        <p className="text-sm">
          <Link className="font-medium text-brand-800 underline" href={authPageHref('/verify-email', { type, email, next })}>
            Verify your email now
          </Link>
        </p>
      )}
      <SubmitButton busy={form.busy} busyLabel="Signing in…">
        Sign in
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link className="text-brand-800 underline" href={authPageHref('/forgot-password', { type, email, next })}>
          Forgot password?
        </Link>
        <Link className="text-brand-800 underline" href={authPageHref('/signup', { type, next })}>
          Create an account
        </Link>
      </div>
    </form>
  );
}
