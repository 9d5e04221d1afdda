'use client';

import { BuyerQueryView } from '@/components/account/BuyerQueryView';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { accountValues, billingValues } from '@/lib/account/form-values';
import { useProfile } from '@/lib/client/account';
import { useSignOut } from '@/lib/client/session';
import type { BuyerProfile } from '@/lib/domain/buyer';
import { AccountSettingsForm } from './AccountSettingsForm';
import { BillingAddressForm } from './BillingAddressForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfilePicture } from './ProfilePicture';
import { ProfileSection } from './ProfileSection';
import { ProfileSkeleton } from './ProfileSkeleton';

/** Account settings, billing address, password, picture and logout (spec section 2, Profile). */
export function ProfileScreen() {
  const profile = useProfile();
  // Its states are every account screen's: a failed reload keeps the profile already shown (and
  // what the buyer is typing into its forms); offline, a note instead of an endless skeleton.
  return (
    <BuyerQueryView query={profile} what="your profile" skeleton={<ProfileSkeleton />}>
      {(data) => <LoadedProfile data={data} />}
    </BuyerQueryView>
  );
}

function LoadedProfile({ data }: { data: BuyerProfile }) {
  const signOut = useSignOut();
  return (
    <>
      <PageHeading>Profile</PageHeading>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <ProfileSection title="Profile picture">
          <ProfilePicture profile={data} />
          <button
            type="button"
            onClick={() => void signOut()}
            className="mt-6 w-full rounded-md border border-stone-300 px-4 py-2 font-semibold text-stone-800 hover:bg-stone-100"
          >
            Logout
          </button>
        </ProfileSection>
        <div className="space-y-6">
          {/* Keyed by the saved values: a form starts again from the profile once a save changes it. */}
          <AccountSettingsForm key={JSON.stringify(accountValues(data))} profile={data} />
          <BillingAddressForm key={JSON.stringify(billingValues(data))} profile={data} />
          <ChangePasswordForm />
        </div>
      </div>
    </>
  );
}
