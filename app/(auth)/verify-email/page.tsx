import type { Metadata } from 'next';
import { Suspense } from 'react';
import { VerifyEmailForm } from '@/components/auth/VerifyEmailForm';

export const metadata: Metadata = { title: 'Verify your email', robots: { index: false } };

export default function VerifyEmailPage() {
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Verify your email</h1>
      <p className="mb-6 text-stone-600">Enter the code we sent to your email address to activate your account.</p>
      <Suspense>
        <VerifyEmailForm />
      </Suspense>
    </>
  );
}
