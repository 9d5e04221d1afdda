'use client';

import { useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import { earlyChoice } from '@/lib/client/early-input';

export interface Choice<T extends string> {
  value: T;
  label: string;
  hint: string;
}

interface ChoiceCardsProps<T extends string> {
  /** The radio group's form name. */
  name: string;
  legend: string;
  legendClassName: string;
  /** The cards' grid (one column, two…). */
  gridClassName: string;
  choices: readonly Choice<T>[];
  /** Null until the buyer picks one. */
  value: T | null;
  onChange: (value: T) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Radio buttons as cards: the whole card picks the choice. Its accessible name is the label alone;
 * the hint (and an error) describe it. A choice made before the page hydrated reaches onChange
 * (lib/client/early-input.ts).
 */
export function ChoiceCards<T extends string>({
  name,
  legend,
  legendClassName,
  gridClassName,
  choices,
  value,
  onChange,
  error,
  disabled,
}: ChoiceCardsProps<T>) {
  const id = useId();
  const errorId = `${id}-error`;
  const group = useRef<HTMLFieldSetElement>(null);
  const reportChosenEarly = useEffectEvent(() => {
    const chosen = group.current && earlyChoice(group.current, name, value);
    const choice = choices.find((option) => option.value === chosen);
    if (choice) onChange(choice.value);
  });
  useLayoutEffect(() => reportChosenEarly(), []);
  return (
    <fieldset ref={group} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend className={legendClassName}>{legend}</legend>
      <div className={gridClassName}>
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`block cursor-pointer rounded-md border px-3 py-2 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 ${
              value === choice.value ? 'border-brand-700 bg-brand-50' : error ? 'border-red-600' : 'border-stone-300'
            }`}
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
                aria-labelledby={`${id}-${choice.value}-name`}
                aria-describedby={error ? `${id}-${choice.value}-hint ${errorId}` : `${id}-${choice.value}-hint`}
                className="size-4 accent-brand-700"
              />
              <span id={`${id}-${choice.value}-name`}>{choice.label}</span>
            </span>
            <span id={`${id}-${choice.value}-hint`} className="ml-6 block text-xs text-stone-600">
              {choice.hint}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
