'use client';

import dynamic from 'next/dynamic';
import { TOASTERS } from '@/lib/client/toaster-ids';

// Toasts only follow something the buyer did, so their code loads after the page, not with it.
const Toaster = dynamic(() => import('sonner').then((sonner) => sonner.Toaster), { ssr: false });

/** Where the cart's and the account screens' notices appear, on every page. */
export function Toasters() {
  return (
    <>
      <Toaster id={TOASTERS.cart} position="top-right" richColors closeButton />
      <Toaster id={TOASTERS.updates} position="bottom-center" richColors closeButton />
    </>
  );
}
