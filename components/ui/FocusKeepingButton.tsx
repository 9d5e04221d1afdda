'use client';

import type { ButtonHTMLAttributes } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';

type FocusKeepingButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'type'> & {
  /** Nothing to do now (the end of a range, a change under way): announced and styled as unavailable. */
  unavailable: boolean;
  type?: 'button' | 'submit';
};

/**
 * A button that can be unavailable without losing the keyboard focus: it is aria-disabled rather
 * than disabled (a disabled button drops the focus, so a buyer pressing Next to the last page, or +
 * while a step is sent, would have to find the control again), and ignores clicks meanwhile; a
 * submit button then submits nothing, by click or by Enter in a field (which clicks it). Style the
 * unavailable look with `aria-disabled:`. A disabled fieldset around it still disables it.
 *
 * A submit button is disabled (natively) until the page hydrates: before then its form has no submit
 * handler, so a click or an Enter in a field would send it as a plain GET to the page itself, every
 * named field (a password too) in the address, the history and the server's logs. A disabled default
 * button submits nothing, by click or by Enter.
 */
export function FocusKeepingButton({ unavailable, onClick, type = 'button', ...props }: FocusKeepingButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type={type}
      disabled={type === 'submit' && !hydrated}
      aria-disabled={unavailable || undefined}
      onClick={(event) => (unavailable ? event.preventDefault() : onClick?.(event))}
      {...props}
    />
  );
}
