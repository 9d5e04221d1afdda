/** The header's two toast areas (spec: cart messages and update messages). */
export const TOASTERS = { cart: 'cart', updates: 'updates' } as const;
