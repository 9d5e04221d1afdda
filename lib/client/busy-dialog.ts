import type { SyntheticEvent } from 'react';

type DialogEvent = SyntheticEvent<HTMLDialogElement>;

/**
 * A native modal dialog that cannot be dismissed while `busy` (its outcome is to show there). Escape
 * is refused through `cancel`, but Chromium lets a page refuse only one Escape per user gesture: a
 * second Escape closes the dialog without a cancelable event. So a close while busy opens it again.
 */
export function busyDialogHandlers(busy: boolean, onClosed: () => void) {
  return {
    onCancel: (event: DialogEvent) => {
      if (busy) event.preventDefault();
    },
    onClose: (event: DialogEvent) => {
      if (busy) event.currentTarget.showModal();
      else onClosed();
    },
  };
}
