'use client';

import { TextField } from '@/components/forms/TextField';
import { billingValues } from '@/lib/account/form-values';
import { PROFILE_MESSAGES } from '@/lib/account/messages';
import { billingFields } from '@/lib/account/schemas';
import { useBillingUpdate } from '@/lib/client/profile';
import type { BuyerProfile } from '@/lib/domain/buyer';
import { FormActions } from './FormActions';
import { ProfileSection } from './ProfileSection';
import { useChangesForm } from './use-changes-form';

/** Spec section 5: address, country, state and city are all required, even the ones left as they were. */
export function BillingAddressForm({ profile }: { profile: BuyerProfile }) {
  const update = useBillingUpdate();
  const { bindForm, field, submit, busy, note } = useChangesForm({
    draft: 'profile:billing',
    saved: { ...billingValues(profile) },
    schema: billingFields,
    checkAll: true,
    save: update.mutateAsync,
    notices: { success: PROFILE_MESSAGES.billingUpdated, failure: PROFILE_MESSAGES.billingFailed },
  });

  return (
    <ProfileSection title="Billing address">
      <form ref={bindForm} onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('address')} label="Address" autoComplete="billing street-address" required className="sm:col-span-2" />
        <TextField {...field('country')} label="Country" autoComplete="billing country-name" required />
        <TextField {...field('state')} label="State" autoComplete="billing address-level1" required />
        <TextField {...field('city')} label="City" autoComplete="billing address-level2" required />
        <FormActions busy={busy} busyLabel="Saving…" note={note}>
          Save address
        </FormActions>
      </form>
    </ProfileSection>
  );
}
