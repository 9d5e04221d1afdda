import { toast } from 'sonner';
import { TOASTERS } from './toaster-ids';

// Durations from spec section 4: ~3.5 s on success, ~4 s on failure.
export const cartToast = {
  success: (message: string) => toast.success(message, { toasterId: TOASTERS.cart, duration: 3500 }),
  error: (message: string) => toast.error(message, { toasterId: TOASTERS.cart, duration: 4000 }),
};

export const updateToast = {
  success: (message: string) => toast.success(message, { toasterId: TOASTERS.updates, duration: 3500 }),
  error: (message: string) => toast.error(message, { toasterId: TOASTERS.updates, duration: 4000 }),
};
