import { importWhenOnline } from './import-when-online';
import { TOASTERS } from './toaster-ids';

type ToasterId = (typeof TOASTERS)[keyof typeof TOASTERS];

/**
 * sonner, fetched with the toasters after the page (Toasters.tsx) and by this module only when a
 * toast is shown. Imported statically here, it went into the chunk of every screen part that can
 * toast (the header's session links among them), a second copy beside the toasters' own: each
 * page fetched and parsed it twice.
 */
export const loadSonner = () => importWhenOnline(() => import('sonner'));

function show(kind: 'success' | 'error', message: string, options: { toasterId: ToasterId; duration: number }) {
  void loadSonner().then(({ toast }) => toast[kind](message, options));
}

// Spec sections 4 and 9: toasts about 3.5 s on success and 4 s on failure; notices 3.5 s either way.
const toaster = (toasterId: ToasterId, failureMs: number) => ({
  success: (message: string) => show('success', message, { toasterId, duration: 3500 }),
  error: (message: string) => show('error', message, { toasterId, duration: failureMs }),
});

export const cartToast = toaster(TOASTERS.cart, 4000);
export const updateToast = toaster(TOASTERS.updates, 4000);
/** The profile's notices (spec section 8: 'Profile updated successfully' / 'Failed to update profile' …). */
export const profileNotice = toaster(TOASTERS.updates, 3500);
