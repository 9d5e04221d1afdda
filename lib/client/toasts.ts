import { toast } from 'sonner';
import { TOASTERS } from './toaster-ids';

type ToasterId = (typeof TOASTERS)[keyof typeof TOASTERS];

// Spec sections 4 and 9: toasts about 3.5 s on success and 4 s on failure; notices 3.5 s either way.
const toaster = (toasterId: ToasterId, failureMs: number) => ({
  success: (message: string) => toast.success(message, { toasterId, duration: 3500 }),
  error: (message: string) => toast.error(message, { toasterId, duration: failureMs }),
});

export const cartToast = toaster(TOASTERS.cart, 4000);
export const updateToast = toaster(TOASTERS.updates, 4000);
/** The profile's notices (spec section 8: 'Profile updated successfully' / 'Failed to update profile' …). */
export const profileNotice = toaster(TOASTERS.updates, 3500);
