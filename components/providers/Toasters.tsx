'use client';

import dynamic from 'next/dynamic';
import { TOASTERS } from '@/lib/client/toaster-ids';
import { loadSonner } from '@/lib/client/toasts';

// Toasts only follow something the buyer did, so their code loads after the page, not with it.
const Toaster = dynamic(() => loadSonner().then((sonner) => sonner.Toaster), { ssr: false });

/**
 * Below the app banner (2 rem) and the sticky header (4 rem), not over them: a cart toast at the
 * top hid the cart count it had just changed, and the wishlist and account controls beside it.
 */
const BELOW_HEADER = { top: '6.5rem' };

/** Where the cart's and the account screens' notices appear, on every page. */
export function Toasters() {
  return (
    <>
      <Toaster id={TOASTERS.cart} position="top-right" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton />
      <Toaster id={TOASTERS.updates} position="bottom-center" richColors closeButton />
    </>
  );
}
