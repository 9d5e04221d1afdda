'use client';

import { useEffect, useState } from 'react';
import { loadSonner, toastersAreDrawn, useToastersWanted } from '@/lib/client/toasts';
import { TOASTERS } from '@/lib/client/toaster-ids';

type Sonner = Awaited<ReturnType<typeof loadSonner>>;

/**
 * Below the app banner (2 rem) and the sticky header (4 rem), not over them: a cart toast at the
 * top hid the cart count it had just changed, and the wishlist and account controls beside it.
 */
const BELOW_HEADER = { top: '6.5rem' };

/**
 * Where the cart's and the account screens' notices appear, on every page, from the tab's first
 * toast on (lib/client/toasts.ts): a page nobody acts on never loads sonner.
 */
export function Toasters() {
  const wanted = useToastersWanted();
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => {
    if (wanted) void loadSonner().then(setSonner);
  }, [wanted]);

  useEffect(() => {
    if (!sonner) return;
    // Two frames: the live regions are committed, then drawn (and in the accessibility tree)
    // before the first toast goes into them.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(toastersAreDrawn);
    });
    return () => cancelAnimationFrame(frame);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <>
      <Toaster id={TOASTERS.cart} position="top-right" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton />
      <Toaster id={TOASTERS.updates} position="bottom-center" richColors closeButton />
    </>
  );
}
