'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * After each failure of a form, focus goes to its first invalid field, where a screen reader reads
 * the field's error with its label. `bindForm` is the form's callback ref; `failed()` marks a failure
 * (after the errors are set, so they are drawn when the focus moves); `form` is the bound form.
 */
export function useFocusFirstInvalid(): { bindForm: (form: HTMLFormElement | null) => void; failed: () => void; form: HTMLFormElement | null } {
  const [failures, setFailures] = useState(0);
  // The form element as state (set by a callback ref), so the hook hands out no ref object.
  const [form, setForm] = useState<HTMLFormElement | null>(null);

  useEffect(() => {
    if (failures > 0) form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures, form]);

  const failed = useCallback(() => setFailures((count) => count + 1), []);
  return { bindForm: setForm, failed, form };
}
