'use client';

import { useState, type ChangeEvent } from 'react';
import { useFocusFirstInvalid } from '@/lib/client/use-focus-first-invalid';

export type FieldErrors = Record<string, string[] | undefined>;

/**
 * A form's values, held where the form chooses (React state, or a draft that outlives the page), and
 * its field errors. Showing errors moves focus to the first invalid field, where a screen reader
 * reads the error with the label; editing a field clears its error.
 */
export function useFormFields<V extends Record<string, string>>([values, setValues]: readonly [V, (update: (current: V) => V) => void]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const { bindForm: setForm, failed } = useFocusFirstInvalid();

  function showErrors(fieldErrors: FieldErrors) {
    setErrors(fieldErrors);
    failed();
  }

  /** The props a TextField needs to edit `name`. */
  function field(name: keyof V & string) {
    return {
      name,
      value: values[name],
      errors: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  return { bindForm: setForm, values, setValues, showErrors, clearErrors: () => setErrors({}), field };
}
