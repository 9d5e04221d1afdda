'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/forms/FormMessage';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { TextField } from '@/components/forms/TextField';
import { AUTH_FIELD_MAX } from '@/lib/auth/schemas';
import { apiPost } from '@/lib/client/api';
import { authPageHref, buyerTypeParam } from '@/lib/client/auth-params';
import { leaveNotice } from '@/lib/client/leave-notice';
import { useApiForm } from '@/lib/client/use-api-form';
import { BuyerTypeChoice } from './BuyerTypeChoice';
import { SIGNUP_EMAIL_FIELD, SIGNUP_FIELDS } from './signup-fields';
import { useNavigate } from '@/lib/client/use-navigate';

export function SignupForm() {
  const params = useSearchParams();
  const navigate = useNavigate();
  const [type, setType] = useState(buyerTypeParam(params.get('type')));
  // One store for both kinds, so switching type keeps what was typed in the shared fields.
  const [values, setValues] = useState<Record<string, string>>({});
  const { bindForm, ...form } = useApiForm();
  const fields = SIGNUP_FIELDS[type];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? '']));
    const result = await form.run(() => apiPost<{ message: string }>('/api/auth/signup', { type, fields: sent }), { leavesPage: true });
    if (!result) return;
    const email = sent[SIGNUP_EMAIL_FIELD[type]];
    leaveNotice('/verify-email', result.message);
    navigate(authPageHref('/verify-email', { type, email, next: params.get('next') }));
  }

  return (
    <form ref={bindForm} onSubmit={submit} noValidate className="space-y-5">
      <BuyerTypeChoice legend="I am signing up as" value={type} onChange={setType} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={`${type}-${field.name}`}
            className={field.half ? '' : 'sm:col-span-2'}
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            required={field.required}
            maxLength={field.maxLength ?? AUTH_FIELD_MAX}
            value={values[field.name] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
            errors={form.fieldErrors[field.name] ?? form.fieldErrors[`fields.${field.name}`]}
          />
        ))}
      </div>
      <FormMessage error={form.error} />
      <SubmitButton busy={form.busy} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
      <p className="text-sm">
        Already have an account?{' '}
        <Link className="text-brand-800 underline" href={authPageHref('/login', { type, next: params.get('next') })}>
          Sign in
        </Link>
      </p>
    </form>
  );
}
