/** Every signed-in query lives under ['buyer'], so signing out clears them all at once. */
export const queryKeys = {
  session: ['session'] as const,
  buyer: ['buyer'] as const,
  cartQuantity: ['buyer', 'cart', 'quantity'] as const,
  wishlist: ['buyer', 'wishlist'] as const,
};
