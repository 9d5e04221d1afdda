'use client';

import { TextField } from '@/components/forms/TextField';
import { accountValues } from '@/lib/account/form-values';
import { PROFILE_MESSAGES } from '@/lib/account/messages';
import { companyAccountFields, individualAccountFields } from '@/lib/account/schemas';
import { useAccountUpdate } from '@/lib/client/profile';
import type { BuyerProfile } from '@/lib/domain/buyer';
import { FormActions } from './FormActions';
import { ProfileSection } from './ProfileSection';
import { useChangesForm } from './use-changes-form';

const CHANGES_SCHEMA = { individual: individualAccountFields.partial(), company: companyAccountFields.partial() };

// A read-only field looks like a disabled one, so nobody tries to type into it.
const readOnlyLook = '[&_input:read-only]:bg-stone-100 [&_input:read-only]:text-stone-700';

/** Name, contact and (for companies) registration details; each kind saves through its own provider call. */
export function AccountSettingsForm({ profile }: { profile: BuyerProfile }) {
  const update = useAccountUpdate();
  const { bindForm, field, submit, busy, note } = useChangesForm({
    draft: 'profile:account',
    saved: { ...accountValues(profile) },
    schema: CHANGES_SCHEMA[profile.type],
    save: update.mutateAsync,
    notices: { success: PROFILE_MESSAGES.profileUpdated, failure: PROFILE_MESSAGES.profileFailed },
  });

  return (
    <ProfileSection title="Account settings">
      <form ref={bindForm} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        {profile.type === 'company' ? (
          <>
            <TextField {...field('companyname')} label="Company name" autoComplete="organization" required className="sm:col-span-2" />
            <TextField {...field('companyregnumber')} label="Registration number" autoComplete="off" required />
            <SignInEmail label="Company email" email={profile.email} />
            <TextField {...field('companyphone')} label="Company phone" type="tel" autoComplete="tel" required />
            <TextField {...field('companyaddress')} label="Company address" autoComplete="street-address" required />
          </>
        ) : (
          <>
            <TextField {...field('firstname')} label="First name" autoComplete="given-name" required />
            <TextField {...field('lastname')} label="Last name" autoComplete="family-name" required />
            <SignInEmail label="Email" email={profile.email} />
            <TextField {...field('phone')} label="Phone" type="tel" autoComplete="tel" required />
            <TextField name="companyregnumber" label="Registration number" value="" disabled hint="For company accounts only." />
          </>
        )}
        <FormActions busy={busy} busyLabel="Saving…" note={note}>
          Save changes
        </FormActions>
      </form>
    </ProfileSection>
  );
}

/** Spec section 5: the email is read-only. It is the account's sign-in, for companies too. */
function SignInEmail({ label, email }: { label: string; email: string }) {
  return <TextField name="email" label={label} type="email" value={email} readOnly hint="Your sign-in email cannot be changed." className={readOnlyLook} />;
}
