'use client';

import { useState, type ReactNode } from 'react';
import { FocusKeepingButton } from '@/components/ui/FocusKeepingButton';

/** What a press does: one of the two. */
type Stepping =
  | {
      /** Called with the quantity a press asks for: the one shown, plus or minus one. */
      onStep: (next: number) => void;
      stepBy?: never;
    }
  | {
      /**
       * Steps the quantity itself and returns the quantity it set (announced), or null at a limit:
       * for a caller that counts from a quantity not drawn yet (the cart, for a quick second press).
       */
      stepBy: (delta: 1 | -1) => number | null;
      onStep?: never;
    };

type QuantityStepperProps = Stepping & {
  value: number;
  /** The stock, when known: plus stops there. */
  max?: number;
  /** Names the group and its buttons where several steppers share a page ("Quantity of Fresh Tomatoes"). */
  itemName?: string;
  /** What sits between the buttons; the value itself unless the caller gives an input. */
  children?: ReactNode;
};

// The ring drawn inside the button: the group's overflow-hidden (which keeps the hover colour within
// its rounded corners) cut the usual outside ring to one line.
const stepButton =
  'flex size-11 focus-visible:-outline-offset-2 shrink-0 items-center justify-center text-xl font-semibold text-stone-800 hover:bg-stone-100 aria-disabled:cursor-not-allowed aria-disabled:text-stone-400 aria-disabled:hover:bg-transparent disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent';

/** Minus and plus around a quantity: never below 1 (spec section 5), never past the stock. */
export function QuantityStepper({ value, max, onStep, stepBy, itemName, children }: QuantityStepperProps) {
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
  const step = (delta: 1 | -1) => {
    const next = stepBy ? stepBy(delta) : value + delta;
    if (next === null) return;
    setStepped(next);
    onStep?.(next);
  };
  return (
    <div role="group" aria-label={`Quantity${of}`} className="inline-flex h-12 items-center overflow-hidden rounded-md border border-stone-300 bg-white">
      {/* Unavailable, not disabled: focus stays on it at the limits. */}
      <FocusKeepingButton className={stepButton} aria-label={`Decrease quantity${of}`} unavailable={value <= 1} onClick={() => step(-1)}>
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
        unavailable={max !== undefined && value >= max}
        onClick={() => step(1)}
      >
        <span aria-hidden="true">+</span>
      </FocusKeepingButton>
      <p aria-live="polite" className="sr-only">
        {stepped !== null && `Quantity ${stepped}`}
      </p>
    </div>
  );
}
