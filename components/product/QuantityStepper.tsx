'use client';

import { useState, type ReactNode } from 'react';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';

interface QuantityStepperProps {
  value: number;
  /** The stock, when known: plus stops there. */
  max?: number;
  onStep: (next: number) => void;
  /** Names the group and its buttons where several steppers share a page ("Quantity of Fresh Tomatoes"). */
  itemName?: string;
  disabled?: boolean;
  /** What sits between the buttons; the value itself unless the caller gives an input. */
  children?: ReactNode;
}

const stepButton =
  'flex size-11 shrink-0 items-center justify-center text-xl font-semibold text-stone-800 hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';

/** Minus and plus around a quantity: never below 1 (spec section 5), never past the stock. */
export function QuantityStepper({ value, max, onStep, itemName, disabled = false, children }: QuantityStepperProps) {
  const of = itemName ? ` of ${itemName}` : '';
  // What a step changed the quantity to, for screen readers. Only the buttons set it: a caller's own
  // input would be announced at every keystroke. Any other change (typing, a cart change undone)
  // clears it, so it never reads a quantity no longer shown.
  const [stepped, setStepped] = useState<number | null>(null);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== stepped) setStepped(null);
  }
  const step = (next: number) => {
    setStepped(next);
    onStep(next);
  };
  return (
    <div role="group" aria-label={`Quantity${of}`} className="inline-flex h-12 items-center overflow-hidden rounded-md border border-stone-300 bg-white">
      {/* Unavailable, not disabled: focus stays on it while a step is sent and at the limits. */}
      <FocusKeepingButton className={stepButton} aria-label={`Decrease quantity${of}`} unavailable={disabled || value <= 1} onClick={() => step(value - 1)}>
        <span aria-hidden="true">−</span>
      </FocusKeepingButton>
      {children ?? (
        // Not live (an output is, by default): the step's announcement below says it, once.
        <output aria-live="off" className="w-10 text-center font-semibold tabular-nums">
          {value}
        </output>
      )}
      <FocusKeepingButton
        className={stepButton}
        aria-label={`Increase quantity${of}`}
        unavailable={disabled || (max !== undefined && value >= max)}
        onClick={() => step(value + 1)}
      >
        <span aria-hidden="true">+</span>
      </FocusKeepingButton>
      <p aria-live="polite" className="sr-only">
        {stepped !== null && `Quantity ${stepped}`}
      </p>
    </div>
  );
}
