import { toast } from 'sonner';

/** The header's two toast areas (spec: cart messages and update messages). */
export const TOASTERS = { cart: 'cart', updates: 'updates' } as const;

// Durations from spec section 4: ~3.5 s on success, ~4 s on failure.
export const cartToast = {
  success: (message: string) => toast.success(message, { toasterId: TOASTERS.cart, duration: 3500 }),
  error: (message: string) => toast.error(message, { toasterId: TOASTERS.cart, duration: 4000 }),
};

export const updateToast = {
  success: (message: string) => toast.success(message, { toasterId: TOASTERS.updates, duration: 3500 }),
  error: (message: string) => toast.error(message, { toasterId: TOASTERS.updates, duration: 4000 }),
};
