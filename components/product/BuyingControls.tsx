'use client';

import { useId, useState, type FormEvent } from 'react';
import { Icon } from '@/components/icons/Icon';
import { useAddToCart } from '@/lib/client/cart';
import { checkQuantity, clampQuantity } from '@/lib/client/quantity';
import { useSingleSubmit } from '@/lib/client/use-single-submit';
import { useTimedNotice } from '@/lib/client/use-timed-notice';
import type { WishlistItem } from '@/lib/domain/wishlist';
import { ProductAddedBanner } from './ProductAddedBanner';
import { QuantityStepper } from './QuantityStepper';
import { Spinner } from '@/components/ui/Spinner';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';
import { WishlistToggle } from './WishlistToggle';

/** What the buying controls need from the (cached) product page. */
export interface BuyableProduct {
  id: string;
  name: string;
  price: number;
  imageUrl: string | null;
  stock: number;
}

const WISHLIST_NOTICE_MS = 3000;

const SOLD_OUT_NOTE = 'Sold out for now. Keep it in your wishlist to find it again when it is back.';

/**
 * A signed-in buyer's controls. One row 48 px high, like the box's placeholder while the session
 * loads; messages appear below it only after the buyer acts.
 */
export function BuyingControls({ product }: { product: BuyableProduct }) {
  return product.stock > 0 ? <InStockControls product={product} /> : <SoldOutControls product={product} />;
}

/** The product as the wishlist lists it. */
function wishlistItemOf(product: BuyableProduct): WishlistItem {
  return { wishlistId: '', productId: product.id, name: product.name, imageUrl: product.imageUrl, price: product.price, inStock: product.stock > 0 };
}

/** Quantity (1 to the stock), Add to cart and the wishlist toggle. */
function InStockControls({ product }: { product: BuyableProduct }) {
  const [text, setText] = useState('1');
  const [added, setAdded] = useState(false);
  const [wishlistNotice, setWishlistNotice] = useTimedNotice<string>(WISHLIST_NOTICE_MS);
  const addToCart = useAddToCart();
  const submitOnce = useSingleSubmit();
  const errorId = useId();
  const check = checkQuantity(text, product.stock);
  const shown = check.ok ? check.quantity : clampQuantity(Number.parseInt(text, 10) || 1, product.stock);

  const changeText = (next: string) => {
    setText(next);
    setAdded(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.ok) return;
    const quantity = check.quantity;
    submitOnce((done) => {
      setAdded(false);
      addToCart.mutate({ productId: product.id, quantity }, { onSuccess: () => setAdded(true), onSettled: done });
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className="flex flex-wrap items-center gap-2">
        <QuantityStepper value={shown} max={product.stock} onStep={(next) => changeText(String(clampQuantity(next, product.stock)))}>
          <input
            type="text"
            inputMode="numeric"
            aria-label="Quantity"
            value={text}
            onChange={(event) => changeText(event.target.value)}
            aria-invalid={!check.ok || undefined}
            aria-describedby={check.ok ? undefined : errorId}
            className="h-full w-14 border-x border-stone-300 text-center font-semibold tabular-nums"
          />
        </QuantityStepper>
        {/* Unavailable, not disabled: the focus stays on it while adding. */}
        <FocusKeepingButton
          type="submit"
          unavailable={!check.ok || addToCart.isPending}
          aria-busy={addToCart.isPending || undefined}
          className="relative inline-flex h-12 items-center rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          {/* The spinner covers the label rather than widening the button, and the icon gives way on
              phones, so the row keeps to one line at 390 px. */}
          <span className={`flex items-center gap-2 ${addToCart.isPending ? 'opacity-0' : ''}`}>
            <Icon name="cart" className="size-5 max-sm:hidden" />
            Add to cart
          </span>
          {addToCart.isPending && (
            <span className="absolute inset-0 grid place-items-center">
              <Spinner />
            </span>
          )}
        </FocusKeepingButton>
        <WishlistToggle item={wishlistItemOf(product)} onDone={setWishlistNotice} />
      </div>
      <div aria-live="polite">
        {!check.ok && (
          <p id={errorId} className="mt-3 text-sm font-medium text-red-700">
            {check.message}
          </p>
        )}
        <WishlistNotice text={wishlistNotice} />
      </div>
      {added && <ProductAddedBanner />}
    </form>
  );
}

/**
 * Nothing to buy, but the product can be kept in the wishlist, which says Out of Stock beside it
 * until it is back and can then move it to the cart.
 */
function SoldOutControls({ product }: { product: BuyableProduct }) {
  const [wishlistNotice, setWishlistNotice] = useTimedNotice<string>(WISHLIST_NOTICE_MS);
  return (
    <div>
      {/* One row whatever the width (the note takes two lines beside the phone's icon-only button), so
          the placeholder's 48 px hold it. */}
      <div className="flex items-center gap-4">
        <div className="shrink-0">
          <WishlistToggle item={wishlistItemOf(product)} onDone={setWishlistNotice} />
        </div>
        <p className="min-w-0 text-sm text-stone-700">{SOLD_OUT_NOTE}</p>
      </div>
      <div aria-live="polite">
        <WishlistNotice text={wishlistNotice} />
      </div>
    </div>
  );
}

/** What the wishlist button did, for 3 s. */
function WishlistNotice({ text }: { text: string | null }) {
  return text && <p className="mt-3 text-sm font-medium text-brand-800">{text}</p>;
}
