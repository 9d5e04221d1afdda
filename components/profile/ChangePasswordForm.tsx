'use client';

import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { TextField } from '@/components/forms/TextField';
import { PROFILE_MESSAGES } from '@/lib/account/messages';
import { passwordBody, type PasswordBody } from '@/lib/account/schemas';
import { ApiError, mayStillHappen } from '@/lib/client/api';
import { usePasswordChange } from '@/lib/client/profile';
import { profileNotice } from '@/lib/client/toasts';
import { useSingleSubmit } from '@/lib/client/use-single-submit';
import { FormActions } from './FormActions';
import { ProfileSection } from './ProfileSection';
import { useFormFields } from './use-form-fields';

const EMPTY: PasswordBody = { old_password: '', password: '', confirm_password: '' };

/**
 * Spec section 8: a wrong old password and a confirmation mismatch are shown at their fields; a
 * failure no field explains gets the spec's alert text, a notice of the profile screen's (3.5 s, as its
 * other forms' failures), not the 4 s of the cart's failure toasts.
 */
export function ChangePasswordForm() {
  const change = usePasswordChange();
  const { bindForm, field, values, setValues, showErrors, clearErrors } = useFormFields(useState(EMPTY));
  // A second submit in the same tick would send the old password again after it has changed, and
  // its refusal would land at the field after the success toast.
  const submitOnce = useSingleSubmit();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = passwordBody.safeParse(values);
    if (!checked.success) return showErrors(z.flattenError(checked.error).fieldErrors);
    submitOnce((done) => {
      clearErrors();
      change.mutate(checked.data, {
        onSuccess: () => {
          setValues(() => EMPTY);
          profileNotice.success(PROFILE_MESSAGES.passwordChanged);
        },
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
          if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
          // A timeout is no failure for sure: the password may have changed, and the buyer is told so.
          else profileNotice.error(mayStillHappen(error) ? error.message : PROFILE_MESSAGES.passwordFailed);
        },
        onSettled: done,
      });
    });
  }

  const passwordField = (name: keyof PasswordBody) => ({ ...field(name), type: 'password', required: true });

  return (
    <ProfileSection title="Change password">
      <form ref={bindForm} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField {...passwordField('old_password')} label="Old password" autoComplete="current-password" className="sm:col-span-2" />
        <TextField {...passwordField('password')} label="New password" autoComplete="new-password" hint="At least 6 characters." />
        <TextField {...passwordField('confirm_password')} label="Confirm password" autoComplete="new-password" />
        <FormActions busy={change.isPending} busyLabel="Changing…">
          Change password
        </FormActions>
      </form>
    </ProfileSection>
  );
}
