/** Every signed-in query lives under ['buyer'], so signing out clears them all at once. */
export const queryKeys = {
  session: ['session'] as const,
  buyer: ['buyer'] as const,
  cart: ['buyer', 'cart'] as const,
  cartQuantity: ['buyer', 'cart', 'quantity'] as const,
  wishlist: ['buyer', 'wishlist'] as const,
  profile: ['buyer', 'profile'] as const,
  orders: ['buyer', 'orders'] as const,
  order: (orderId: string) => ['buyer', 'orders', orderId] as const,
  transactions: ['buyer', 'transactions'] as const,
  tickets: ['buyer', 'tickets'] as const,
  ticket: (ticketId: string) => ['buyer', 'tickets', ticketId] as const,
};

/** The changes of a list, by kind: a list's reads and its changes find each other by these (reread.ts). */
export const mutationKeys = {
  cart: ['cart'] as const,
  wishlist: ['wishlist'] as const,
};
