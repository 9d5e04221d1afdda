'use client';

import { useCallback, useState } from 'react';
import { ApiError } from './api';

interface FormState {
  busy: boolean;
  error: string | null;
  fieldErrors: Record<string, string[]>;
  success: string | null;
}

const IDLE: FormState = { busy: false, error: null, fieldErrors: {}, success: null };

/**
 * The state every form that posts to our API needs: busy while sending, the provider's message
 * and per-field errors on failure. The form's inputs are never reset by a failure.
 */
export function useApiForm() {
  const [state, setState] = useState<FormState>(IDLE);

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
      return null;
    }
  }, []);

  const succeed = useCallback((message: string) => setState({ ...IDLE, success: message }), []);

  return { ...state, run, succeed };
}
