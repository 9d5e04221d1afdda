'use client';

import type { Currency } from '@/lib/format/currency';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TextField } from '@/components/forms/TextField';
import { ApiError, NETWORK_ERROR } from '@/lib/client/api';
import { useCartChanging } from '@/lib/client/cart';
import { REDIRECT_DELAY_MS, useCheckoutDraft, usePlaceOrder } from '@/lib/client/checkout';
import { queryKeys } from '@/lib/client/query-keys';
import { asPlaced, knownUnpaid, liveEdits, reopened, withEdit, type EditableField } from '@/lib/checkout/draft';
import {
  checkoutDefaults,
  firstInvalidField,
  serverFieldErrors,
  SHIPPING_FIELDS,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutValues,
} from '@/lib/checkout/form';
import { placeOrderHint } from '@/lib/checkout/payable';
import { shownCart } from '@/lib/checkout/shown-cart';
import type { BuyerProfile } from '@/lib/domain/buyer';
import type { PaymentProvider } from '@/lib/domain/orders';
import type { Cart } from '@/lib/domain/cart';
import { CheckoutNotice, type Notice } from './CheckoutNotice';
import { OrderNotesField } from './OrderNotesField';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';
import { SHIPPING_FIELD_META } from './shipping-fields';

/** idle → submitting → redirecting (to the gateway), or back to idle when the attempt fails. */
type Phase = 'idle' | 'submitting' | 'redirecting';

const BUTTON_LABELS: Record<Phase, string> = {
  idle: 'Place Order',
  submitting: 'Placing order…',
  redirecting: 'Redirecting to payment…',
};

const FIX_FIELDS = 'Please correct the highlighted fields.';

interface CheckoutFormProps {
  profile: BuyerProfile;
  cart: Cart;
  currency: Currency;
  /** The gateway sent the buyer back unpaid: the edits made for that attempt hold again. */
  returnedUnpaid: boolean;
  /** Owned by the screen, so a failure's notice outlives the form when the cart turns out empty. */
  notice: Notice | null;
  onNotice: (notice: Notice | null) => void;
}

export function CheckoutForm({ profile, cart, currency, returnedUnpaid, notice, onNotice }: CheckoutFormProps) {
  // What the buyer changed from the profile outlives a reload, a session that ends and an unpaid
  // return from the gateway (lib/checkout/draft.ts); untouched fields follow the profile.
  const [draft, setDraft] = useCheckoutDraft();
  const unpaid = knownUnpaid(draft, returnedUnpaid, cart);
  const [paymentMethod, setPaymentMethod] = useState<PaymentProvider | null>(null);
  const values: CheckoutValues = { ...checkoutDefaults(profile), ...liveEdits(draft, unpaid), paymentMethod };
  // Set once this page sends an order out: its cart is then the placed one, which says nothing yet.
  const placedHere = useRef(false);
  // The attempt was not paid: its edits hold for the next one, even if the buyer goes to the cart
  // and changes it first.
  useEffect(() => {
    if (unpaid && !placedHere.current) setDraft(reopened);
  }, [unpaid, setDraft]);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  // What to do about a failed attempt; unlike the notice, it stays until the next attempt.
  const [detail, setDetail] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // State updates land after the event; a second click or Enter in the same tick must see the first.
  const attempt = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const placeOrder = usePlaceOrder();
  const cartUpdating = useCartChanging();
  const queryClient = useQueryClient();
  // The way to the gateway is off once the buyer has left this page (a link in the header, Back).
  const left = useRef(false);
  const toGateway = useRef<number | undefined>(undefined);
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      window.clearTimeout(toGateway.current);
    };
  }, []);
  // Back from the gateway to this page as the browser kept it in memory (the back/forward cache,
  // which Chrome is starting to use for no-store pages too) would show it still redirecting, its
  // button disabled: it is loaded afresh instead, as a Back without that cache does.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted && placedHere.current) window.location.reload();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const busy = phase !== 'idle';
  const focusAfterFailure = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (phase !== 'idle' || !focusAfterFailure.current) return;
    focusAfterFailure.current.focus();
    focusAfterFailure.current = null;
  }, [phase]);
  const hint = placeOrderHint(cart, values.paymentMethod, cartUpdating);

  function change(field: EditableField, value: string) {
    setDraft((current) => withEdit(current, unpaid, field, value));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function showErrors(found: CheckoutErrors, text: string) {
    setErrors(found);
    setDetail(text);
    const first = firstInvalidField(profile.type, found);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (attempt.current || hint) return;
    const checked = validateCheckout(profile.type, values);
    if (!checked.ok) {
      showErrors(checked.errors, FIX_FIELDS);
      return;
    }
    attempt.current = true;
    const focusWhenSent = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setErrors({});
    setDetail(null);
    onNotice(null);
    setPhase('submitting');
    try {
      const { redirectUrl } = await placeOrder.mutateAsync({ ...checked.body, shownCart: shownCart(cart) });
      placedHere.current = true;
      setDraft((current) => asPlaced(current, unpaid, cart));
      if (left.current) return;
      setPhase('redirecting');
      onNotice({ kind: 'success', text: 'Order placed successfully' });
      toGateway.current = window.setTimeout(() => window.location.assign(redirectUrl), REDIRECT_DELAY_MS);
    } catch (error) {
      attempt.current = false;
      setPhase('idle');
      onNotice({ kind: 'error', text: 'Failed to submit order. Try again' });
      const apiError = error instanceof ApiError ? error : null;
      const found = serverFieldErrors(apiError?.fieldErrors ?? {});
      const first = firstInvalidField(profile.type, found);
      showErrors(found, first ? FIX_FIELDS : (apiError?.message ?? NETWORK_ERROR));
      // Sending disables Place Order and the payment choices, which drops the focus to the page's
      // start: without a field to fix, it goes back where the buyer sent the order from.
      if (!first) focusAfterFailure.current = focusWhenSent;
      // The cart may have changed meanwhile (emptied in another tab, stock gone): show it as it is now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-8">
        <section aria-labelledby="shipping-heading">
          <h2 id="shipping-heading" className="mb-1 text-lg font-semibold text-brand-900">
            Shipping details
          </h2>
          <p className="mb-4 text-sm text-stone-600">From your profile; change anything for this order. All fields are required.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            {SHIPPING_FIELDS[profile.type].map((field) => {
              const meta = SHIPPING_FIELD_META[field];
              return (
                <TextField
                  key={field}
                  className={meta.wide ? 'sm:col-span-2' : ''}
                  label={meta.label}
                  name={field}
                  type={meta.type ?? 'text'}
                  autoComplete={meta.autoComplete}
                  hint={meta.hint}
                  required
                  readOnly={busy}
                  value={values[field]}
                  onChange={(event) => change(field, event.target.value)}
                  errors={errors[field] ? [errors[field]] : undefined}
                />
              );
            })}
          </div>
        </section>
        <OrderNotesField value={values.orderNotes} onChange={(value) => change('orderNotes', value)} error={errors.orderNotes} readOnly={busy} />
      </div>

      <div className="space-y-6 self-start rounded-lg border border-stone-200 bg-stone-50 p-4 sm:p-5">
        <OrderSummary cart={cart} currency={currency} />
        <PaymentChoice
          value={values.paymentMethod}
          onChange={(method) => {
            setPaymentMethod(method);
            setErrors((current) => ({ ...current, paymentMethod: undefined }));
          }}
          error={errors.paymentMethod}
          disabled={busy}
        />
        <CheckoutNotice notice={notice} detail={detail} />
        <div>
          <button
            type="submit"
            disabled={hint !== null || busy}
            aria-busy={busy || undefined}
            aria-describedby={hint ? 'place-order-hint' : undefined}
            className={`w-full rounded-md px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${
              hint ? 'bg-stone-200 text-stone-700' : 'bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-80'
            }`}
          >
            {BUTTON_LABELS[phase]}
          </button>
          {hint && (
            <p id="place-order-hint" className="mt-2 text-center text-sm text-stone-700">
              {hint}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
