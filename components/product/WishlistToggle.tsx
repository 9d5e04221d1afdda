'use client';

import { Icon } from '@/components/icons/Icon';
import { useAddToWishlist, useRemoveFromWishlist } from '@/lib/client/wishlist';
import { useWishlist } from '@/lib/client/wishlist-query';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { WISHLIST_NOTICES } from '@/lib/shopping/messages';
import { Spinner } from '@/components/ui/Spinner';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';
import { useSingleSubmit } from '@/lib/client/use-single-submit';

interface WishlistToggleProps {
  /** The product as the wishlist would list it. */
  item: WishlistItem;
  onDone: (notice: string) => void;
}

/** Adds the product to the wishlist or takes it off; a refusal is undone with a toast (lib/client/wishlist.ts). */
export function WishlistToggle({ item, onDone }: WishlistToggleProps) {
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const saved = wishlist.data?.some((entry) => entry.productId === item.productId) ?? false;
  const busy = add.isPending || remove.isPending;

  // Two taps in one tick both see the last render's `saved`: the second would add (or remove) again.
  const submitOnce = useSingleSubmit();
  const toggle = () =>
    submitOnce((done) => {
      if (saved) remove.mutate(item, { onSuccess: () => onDone(WISHLIST_NOTICES.removed), onSettled: done });
      else add.mutate(item, { onSuccess: () => onDone(WISHLIST_NOTICES.added), onSettled: done });
    });

  return (
    <FocusKeepingButton
      onClick={toggle}
      // Waits for the wishlist to know which it is, but not after it failed to load: adding is safe
      // then (the provider takes a product already there as added), and a grey button says nothing.
      unavailable={busy || wishlist.isPending}
      aria-busy={busy || undefined}
      className="inline-flex h-12 items-center gap-2 rounded-md border border-stone-300 bg-white px-3 font-semibold text-stone-800 hover:border-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
    >
      {busy ? (
        <Spinner className="size-6 text-brand-700" />
      ) : (
        <Icon name="heart" className={`size-6 ${saved ? 'text-red-600' : 'text-stone-700'}`} fill={saved ? 'currentColor' : 'none'} />
      )}
      {/* Icon only on phones; the name stays for assistive technology. */}
      <span className="max-sm:sr-only">{saved ? 'Remove from wishlist' : 'Add to wishlist'}</span>
    </FocusKeepingButton>
  );
}
