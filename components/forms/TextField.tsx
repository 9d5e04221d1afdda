'use client';

import { useEffectEvent, useId, useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { reportEarlyText } from '@/lib/client/early-input';
import { fieldControlClass } from './control-class';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  errors?: string[];
  hint?: string;
}

/**
 * A labelled input whose errors are tied to it for screen readers (aria-describedby), after any
 * description of its own given as `aria-describedby`. Text it got before the page hydrated reaches
 * its onChange (lib/client/early-input.ts).
 */
export function TextField({ label, name, errors, hint, className = '', 'aria-describedby': description, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const invalid = Boolean(errors?.length);
  const describedBy = [description, hint ? hintId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  const field = useRef<HTMLInputElement>(null);
  const reportTypedEarly = useEffectEvent(() => {
    if (field.current && typeof input.value === 'string') reportEarlyText(field.current, input.value);
  });
  useLayoutEffect(() => reportTypedEarly(), []);
  return (
    <div className={className}>
      {/* The asterisk sits outside the label so the field's name is exactly its label. */}
      <div className="mb-1 flex gap-1 text-sm font-medium text-stone-800">
        <label htmlFor={id}>{label}</label>
        {input.required && (
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        )}
      </div>
      <input
        ref={field}
        id={id}
        name={name}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className={fieldControlClass(invalid)}
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {errors?.join(' ')}
        </p>
      )}
    </div>
  );
}
