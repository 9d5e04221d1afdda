'use client';

import { useId } from 'react';
import type { Currency } from '@/lib/format/currency';
import { ProductCell } from '@/components/table/ProductCell';
import { ListCell, ListRow } from '@/components/table/ListTable';
import { RemoveButton } from '@/components/table/RemoveButton';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';
import { Spinner } from '@/components/ui/Spinner';
import { productUrl } from '@/lib/catalogue/urls';
import { useAddedSince, useAddingToCart, useAddToCart } from '@/lib/client/cart';
import { useSingleSubmit } from '@/lib/client/use-single-submit';
import { useRemoveFromWishlist } from '@/lib/client/wishlist';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { formatPrice } from '@/lib/format/price';

const STOCK_TEXT = { in: 'In Stock', out: 'Out of Stock', unknown: 'Unknown' } as const;

interface WishlistRowProps {
  item: WishlistItem;
  currency: Currency;
  /** Whether the cart holds this product; null while the cart is not known yet. */
  inCart: boolean | null;
  /** When the cart was read (its dataUpdatedAt; 0 before). */
  cartReadAt: number;
}

/**
 * One wishlist item. 'Move to cart' puts one in the cart (spec) and then reads 'Product in cart',
 * which comes from the cart itself, so it stays true on the next visit.
 */
export function WishlistRow({ item, currency, inCart, cartReadAt }: WishlistRowProps) {
  const addToCart = useAddToCart();
  // Kept by the tab, not this row: back on the page while the move is still on its way, it shows busy.
  const adding = useAddingToCart(item.productId);
  const addOnce = useSingleSubmit();
  // Moved, and the cart not read since: meanwhile a second press would add a second one.
  const shownInCart = useAddedSince(item.productId, cartReadAt) || inCart;
  const remove = useRemoveFromWishlist();
  const stock = item.inStock === null ? 'unknown' : item.inStock ? 'in' : 'out';
  const whyDisabledId = useId();
  // Out of stock is said by the Stock Status cell; a missing price only by 'Invalid input', so say why here.
  const unpriced = item.price === null && !shownInCart;
  return (
    <ListRow href={productUrl(item.productId)}>
      <ListCell>
        <ProductCell productId={item.productId} name={item.name} imageUrl={item.imageUrl} />
      </ListCell>
      <ListCell label="Price" className="max-md:text-right">{formatPrice(item.price, currency)}</ListCell>
      <ListCell label="Stock Status" className="max-md:col-span-2">
        <span className={`font-medium ${stock === 'in' ? 'text-brand-800' : 'text-stone-700'}`}>{STOCK_TEXT[stock]}</span>
      </ListCell>
      <ListCell className="max-md:col-span-2">
        <div className="flex flex-wrap items-center gap-2 md:justify-end">
          {/* One button through both states (React keeps the element), never disabled: a keyboard buyer who moves the item keeps the focus on it. */}
          <FocusKeepingButton
            // One click adds one: a double click in one tick must not add two.
            onClick={() => addOnce((done) => addToCart.mutate({ productId: item.productId, quantity: 1 }, { onSettled: done }))}
            // Nor without a price, which the provider's cart could not charge.
            unavailable={shownInCart !== false || item.inStock === false || item.price === null || adding}
            aria-busy={adding || undefined}
            aria-describedby={unpriced ? whyDisabledId : undefined}
            className={`inline-flex h-11 items-center justify-center gap-2 rounded-md px-4 font-semibold max-md:flex-1 ${
              shownInCart
                ? 'cursor-default border border-stone-300 bg-stone-100 text-stone-700'
                : 'bg-brand-700 text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70'
            }`}
          >
            {adding && <Spinner className="size-4" />}
            {shownInCart ? 'Product in cart' : 'Move to cart'}
          </FocusKeepingButton>
          <RemoveButton label={`Remove ${item.name} from wishlist`} onClick={() => remove.mutate(item)} />
          {unpriced && (
            <p id={whyDisabledId} className="w-full text-sm text-stone-700 md:text-right">
              It has no valid price, so it cannot go in the cart yet.
            </p>
          )}
        </div>
      </ListCell>
    </ListRow>
  );
}
