'use client';

import Link from 'next/link';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { accountValues, billingValues } from '@/lib/account/form-values';
import { useProfile } from '@/lib/client/account';
import { loginHref } from '@/lib/client/return-path';
import { useSession, useSignOut } from '@/lib/client/session';
import { AccountSettingsForm } from './AccountSettingsForm';
import { BillingAddressForm } from './BillingAddressForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfilePicture } from './ProfilePicture';
import { ProfileSection } from './ProfileSection';
import { ProfileSkeleton } from './ProfileSkeleton';

/** Account settings, billing address, password, picture and logout (spec section 2, Profile). */
export function ProfileScreen() {
  const session = useSession();
  const profile = useProfile();
  const signOut = useSignOut();

  if (session.data?.signedIn === false) {
    return (
      <p className="py-12 text-center">
        <Link href={loginHref('/profile')} className="font-medium text-brand-800 underline">
          Sign in to see your profile
        </Link>
      </p>
    );
  }
  // A failed reload keeps the profile already shown (and what the buyer is typing into its forms).
  if (profile.isError && !profile.data) {
    return (
      <div role="alert" className="py-12 text-center">
        <p className="text-stone-800">Your profile could not be loaded. {profile.error.message}</p>
        <button
          type="button"
          onClick={() => void profile.refetch()}
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Try again
        </button>
      </div>
    );
  }
  if (!profile.data) return <ProfileSkeleton />;

  const data = profile.data;
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
