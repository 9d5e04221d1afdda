'use client';

import { useCallback, useState } from 'react';
import { ApiError } from './api';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

interface FormState {
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  success: string | null;
}

const IDLE: FormState = { busy: false, error: null, fieldErrors: {}, success: null };

/**
 * The state every form that posts to our API needs: busy while sending, the provider's message
 * and per-field errors on failure. The form's inputs are never reset by a failure. Given the form
 * (`bindForm`, its callback ref), a failure with field errors moves focus to the first invalid
 * field, where a screen reader reads its error with its label.
 */
export function useApiForm() {
  const [state, setState] = useState<FormState>(IDLE);
  const { bindForm, failed } = useFocusFirstInvalid();

  const run = useCallback(async <T,>(action: () => Promise<T>): Promise<T | null> => {
    setState({ ...IDLE, busy: true });
    try {
      const result = await action();
      setState(IDLE);
      return result;
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      setState({
        ...IDLE,
        error: apiError?.message ?? 'Something went wrong. Please try again.',
        fieldErrors: apiError?.fieldErrors ?? {},
      });
      failed();
      return null;
    }
  }, [failed]);

  const succeed = useCallback((message: string) => setState({ ...IDLE, success: message }), []);

  return { ...state, run, succeed, bindForm };
}
