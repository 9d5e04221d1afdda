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
            <TextField {...field('companyemail')} label="Company email" type="email" autoComplete="email" required />
            <TextField {...field('companyphone')} label="Company phone" type="tel" autoComplete="tel" required />
            <TextField {...field('companyaddress')} label="Company address" autoComplete="street-address" required />
          </>
        ) : (
          <>
            <TextField {...field('firstname')} label="First name" autoComplete="given-name" required />
            <TextField {...field('lastname')} label="Last name" autoComplete="family-name" required />
            <TextField
              name="email"
              label="Email"
              type="email"
              value={profile.email}
              readOnly
              hint="Your sign-in email cannot be changed."
              className={readOnlyLook}
            />
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
