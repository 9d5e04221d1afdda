/** Spec section 4: these words, shown for 3 s after a wishlist change. */
export const WISHLIST_NOTICES = { added: 'Product added to wishlist', removed: 'Product removed from wishlist' } as const;

/** Spec section 8: a cart update that fails shows the server's message, else this. */
export const CART_UPDATE_FAILED = 'Network error';

/** For a cart change's call: a failed fetch and an unexplained refusal both read as the spec's text. */
export const CART_UPDATE_FAILURES = { network: CART_UPDATE_FAILED, unexplained: CART_UPDATE_FAILED } as const;

/**
 * Placing an order that timed out. Not the general "may still go through, check first": nothing is
 * charged until the buyer pays on the gateway's page, and placing it again replaces the payment the
 * first attempt may have started, so there is nothing to check and trying again is safe.
 */
export const CHECKOUT_TIMEOUT = 'The marketplace service took too long to answer. Nothing was charged: you can place your order again.';
