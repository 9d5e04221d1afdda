'use client';

import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { QueryProvider } from '@/components/providers/QueryProvider';
import { useCartQuantity, useWishlistCount } from '@/lib/client/badges';
import { useSession } from '@/lib/client/session';
import { useLoginHref } from '@/lib/client/use-login-href';
import { quantityWithUnit } from '@/lib/format/quantity';
import { AccountMenu } from './AccountMenu';
import { headerAccountPlaceholder } from './HeaderAccountPlaceholder';

const iconLink = 'relative rounded-md p-2 text-stone-700 hover:bg-stone-100';

/** The header's links for the session: Login/Sign up for visitors; wishlist, cart and menu for buyers. */
export function HeaderSessionLinks() {
  return (
    <QueryProvider>
      <SessionLinks />
    </QueryProvider>
  );
}

function SessionLinks() {
  const { data: session, isPending } = useSession();
  // The page's query too (a catalogue page and its sort). This is drawn in the browser only
  // (HeaderAccount), so reading the query makes no cached page dynamic.
  const signIn = useLoginHref();
  const signedIn = session?.signedIn === true;
  const { data: cart } = useCartQuantity(signedIn);
  const { data: wishlistCount = 0 } = useWishlistCount(signedIn);

  if (isPending) return headerAccountPlaceholder;

  if (!signedIn) {
    return (
      <Link href={signIn} className="whitespace-nowrap rounded-md px-3 py-2 font-medium text-brand-800 hover:bg-brand-50">
        Login/Sign up
      </Link>
    );
  }

  const cartCount = cart?.totalQuantity ?? 0;
  return (
    <div className="flex items-center gap-1">
      <Link href="/wishlist" className={iconLink} aria-label={wishlistCount > 0 ? 'Wishlist (has items)' : 'Wishlist'}>
        <Icon name="heart" />
        {wishlistCount > 0 && (
          <span data-testid="wishlist-dot" className="absolute top-1.5 right-1.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white" />
        )}
      </Link>
      <Link href="/cart" className={iconLink} aria-label={cartCount > 0 ? `Cart, ${quantityWithUnit(cartCount, 'item')}` : 'Cart'}>
        <Icon name="cart" />
        {cartCount > 0 && (
          <span
            data-testid="cart-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-harvest-500 px-1 text-xs font-bold text-stone-900"
          >
            {cartCount > 99 ? '99+' : cartCount}
          </span>
        )}
      </Link>
      <AccountMenu name={session.name} />
    </div>
  );
}
