import { useSyncExternalStore } from 'react';
import { importWhenOnline } from './import-when-online';
import { TOASTERS } from './toaster-ids';

type ToasterId = (typeof TOASTERS)[keyof typeof TOASTERS];

/**
 * sonner (35 kB), fetched by the first toast a tab shows, not by every page: loaded with the page,
 * it cost each visitor its download, its evaluation and a restyle of the whole page (sonner inserts
 * its stylesheet when it runs) for notices that only follow something a buyer did. Imported
 * statically here, it also went into the chunk of every screen part that can toast.
 */
export const loadSonner = () => importWhenOnline(() => import('sonner'));

let toastersWanted = false;
const wantedListeners = new Set<() => void>();
let toastersDrawn!: () => void;
/** Settles once the toasters' live regions have been on screen for a frame (Toasters.tsx). */
const toastersReady = new Promise<void>((resolve) => {
  toastersDrawn = resolve;
});

/** Whether this tab has asked for a toast yet: the toasters are drawn from then on. */
export function useToastersWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      wantedListeners.add(listener);
      return () => wantedListeners.delete(listener);
    },
    () => toastersWanted,
    () => false,
  );
}

/** Called by the toasters once their live regions are in the page and have been drawn. */
export function toastersAreDrawn(): void {
  toastersDrawn();
}

function show(kind: 'success' | 'error', message: string, options: { toasterId: ToasterId; duration: number }) {
  if (!toastersWanted) {
    toastersWanted = true;
    for (const listener of wantedListeners) listener();
  }
  // After the live regions: a toast put in at the moment its region appears may not be announced.
  void Promise.all([loadSonner(), toastersReady]).then(([{ toast }]) => toast[kind](message, options));
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
