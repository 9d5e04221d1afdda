import type { Metadata } from 'next';
import { Suspense } from 'react';
import { LoginForm } from '@/components/auth/LoginForm';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

export default function LoginPage() {
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">Sign in</h1>
      <p className="mb-6 text-stone-600">Welcome back. Sign in to shop, follow your orders and get support.</p>
      {/* The form reads ?next= and ?email= in the browser, so this page stays static. */}
      <Suspense>
        <LoginForm />
      </Suspense>
    </>
  );
}
