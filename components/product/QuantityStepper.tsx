import type { ReactNode } from 'react';

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

/**
 * One of the two buttons. Unavailable (a step under way, or the limit reached) it is aria-disabled
 * rather than disabled: a disabled button loses the keyboard focus, so a buyer pressing + would find
 * focus gone after each step, and after the last one. (A fieldset that disables the form before
 * hydration still disables it for real.)
 */
function StepButton({ label, unavailable, onPress, children }: { label: string; unavailable: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button type="button" className={stepButton} aria-label={label} aria-disabled={unavailable || undefined} onClick={() => !unavailable && onPress()}>
      {children}
    </button>
  );
}

/** Minus and plus around a quantity: never below 1 (spec section 5), never past the stock. */
export function QuantityStepper({ value, max, onStep, itemName, disabled = false, children }: QuantityStepperProps) {
  const of = itemName ? ` of ${itemName}` : '';
  return (
    <div role="group" aria-label={`Quantity${of}`} className="inline-flex h-12 items-center overflow-hidden rounded-md border border-stone-300 bg-white">
      <StepButton label={`Decrease quantity${of}`} unavailable={disabled || value <= 1} onPress={() => onStep(value - 1)}>
        <span aria-hidden="true">−</span>
      </StepButton>
      {children ?? (
        <output aria-live="polite" className="w-10 text-center font-semibold tabular-nums">
          {value}
        </output>
      )}
      <StepButton label={`Increase quantity${of}`} unavailable={disabled || (max !== undefined && value >= max)} onPress={() => onStep(value + 1)}>
        <span aria-hidden="true">+</span>
      </StepButton>
    </div>
  );
}
