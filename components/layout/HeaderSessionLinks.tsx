'use client';

import Link from 'next/link';
import { Icon } from '@/components/icons/Icon';
import { QueryProvider } from '@/components/providers/QueryProvider';
import type { PublicSession } from '@/lib/auth/public-session';
import { useCartQuantity, useWishlistCount } from '@/lib/client/badges';
import { useSession } from '@/lib/client/session';
import { quantityWithUnit } from '@/lib/format/quantity';
import { AccountMenu } from './AccountMenu';
import { headerAccountPlaceholder } from './HeaderAccountPlaceholder';
import { LoginSignupLink } from './LoginSignupLink';

const iconLink = 'relative rounded-md p-2 text-stone-700 hover:bg-stone-100';

/**
 * The header's links for the session: Login/Sign up for visitors; wishlist, cart and menu for
 * buyers. `session`, when HeaderAccount has read it already, saves reading it again.
 */
export function HeaderSessionLinks({ session }: { session?: PublicSession }) {
  return (
    <QueryProvider session={session}>
      <SessionLinks />
    </QueryProvider>
  );
}

function SessionLinks() {
  const { data: session, isPending } = useSession();
  const signedIn = session?.signedIn === true;
  const { data: cart } = useCartQuantity(signedIn);
  const { data: wishlistCount = 0 } = useWishlistCount(signedIn);

  if (isPending) return headerAccountPlaceholder;

  if (!signedIn) return <LoginSignupLink />;

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
