'use client';

import { useCallback, useState } from 'react';
import { ApiError } from './api';
import { emptyRequiredFields } from './required-fields';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

interface FormState {
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  success: string | null;
}

const IDLE: FormState = { busy: false, error: null, fieldErrors: {}, success: null };

export interface RunOptions<T> {
  /**
   * The caller leaves the page after this success (given the result, when that decides it): the
   * form stays busy until the next page replaces it, since a second submit while that page loads
   * would be carried out again (a second sign-in token, a second password reset).
   */
  leavesPage?: boolean | ((result: T) => boolean);
}

/** A failure's message, unless a field shows it already: focus goes there, and its error is read with its label. */
function formMessage(message: string, fieldErrors: Record<string, string[]>): string | null {
  return Object.values(fieldErrors).some((errors) => errors.includes(message)) ? null : message;
}

/**
 * The state every form that posts to our API needs: busy while sending, the provider's message
 * and per-field errors on failure. The form's inputs are never reset by a failure. Given the form
 * (`bindForm`, its callback ref), a required field left empty stops the sending (./required-fields.ts),
 * and a failure with field errors moves focus to the first invalid field, where a screen reader reads
 * its error with its label.
 */
export function useApiForm() {
  const [state, setState] = useState<FormState>(IDLE);
  const { bindForm, failed, form } = useFocusFirstInvalid();

  const run = useCallback(async <T,>(action: () => Promise<T>, { leavesPage = false }: RunOptions<T> = {}): Promise<T | null> => {
    const missing = emptyRequiredFields(form);
    if (Object.keys(missing).length > 0) {
      setState({ ...IDLE, fieldErrors: missing });
      failed();
      return null;
    }
    setState({ ...IDLE, busy: true });
    try {
      const result = await action();
      if (!(typeof leavesPage === 'function' ? leavesPage(result) : leavesPage)) setState(IDLE);
      return result;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const fieldErrors = apiError?.fieldErrors ?? {};
      setState({ ...IDLE, error: formMessage(apiError?.message ?? 'Something went wrong. Please try again.', fieldErrors), fieldErrors });
      failed();
      return null;
    }
  }, [failed, form]);

  const succeed = useCallback((message: string) => setState({ ...IDLE, success: message }), []);
  /** Forgets the last answer, for a form that goes back a step where it no longer applies. */
  const clear = useCallback(() => setState(IDLE), []);

  return { ...state, run, succeed, clear, bindForm };
}
