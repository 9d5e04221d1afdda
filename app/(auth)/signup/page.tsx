import type { Metadata } from 'next';
import { Suspense } from 'react';
import { SignupForm } from '@/components/auth/SignupForm';

export const metadata: Metadata = { title: 'Create an account', robots: { index: false } };

export default function SignupPage() {
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Create an account</h1>
      <p className="mb-6 text-stone-600">
        Buy fresh produce for your home or your business. We will email you a code to confirm your address.
      </p>
      <Suspense>
        <SignupForm />
      </Suspense>
    </>
  );
}
