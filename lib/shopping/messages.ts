/** Spec section 4: these words, shown for 3 s after a wishlist change. */
export const WISHLIST_NOTICES = { added: 'Product added to wishlist', removed: 'Product removed from wishlist' } as const;

/** Spec section 8: a cart update that fails shows the server's message, else this. */
export const CART_UPDATE_FAILED = 'Network error';

/** For a cart change's call: a failed fetch and an unexplained refusal both read as the spec's text. */
export const CART_UPDATE_FAILURES = { network: CART_UPDATE_FAILED, unexplained: CART_UPDATE_FAILED } as const;
