'use client';

import { useMutation } from '@tanstack/react-query';
import { checkoutDraft, NO_CHECKOUT_DRAFT } from '@/lib/checkout/draft';
import type { CheckoutRedirect } from '@/lib/domain/orders';
import type { CheckoutBody } from '@/lib/shopping/schemas';
import { apiPost } from './api';
import { useDraft } from './use-draft';

/** Starts the payment; a mutation, so a 401 sends the buyer to sign in like every other call. */
export function usePlaceOrder() {
  return useMutation({ mutationFn: (body: CheckoutBody & { shownCart: string }) => apiPost<CheckoutRedirect>('/api/checkout', body) });
}

/** What the buyer changed at checkout for the order under way (lib/checkout/draft.ts). */
export const useCheckoutDraft = () => useDraft('checkout', checkoutDraft, NO_CHECKOUT_DRAFT);

/** Spec section 4: the notice shows for this long before the browser leaves for the gateway. */
export const REDIRECT_DELAY_MS = 2000;
