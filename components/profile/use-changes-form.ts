'use client';

import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { changedFields } from '@/lib/account/changes';
import { PROFILE_NOTES } from '@/lib/account/messages';
import { ApiError } from '@/lib/client/api';
import { updateToast } from '@/lib/client/toasts';
import { useFormFields, type FieldErrors } from './use-form-fields';

type Values = Record<string, string>;

interface ChangesFormOptions {
  /** The values the profile holds now. */
  saved: Values;
  /** Checks the changed fields, or with `checkAll` every field (a billing address must be whole). */
  schema: z.ZodType<Partial<Values>>;
  checkAll?: boolean;
  save: (changes: Values) => Promise<unknown>;
  notices: { success: string; failure: string };
}

/**
 * A profile form that sends only what the buyer changed: checks it with the shared schema, says so
 * when nothing changed, and shows the spec's notice plus any field errors (the browser's or the
 * provider's) at their fields.
 */
export function useChangesForm({ saved, schema, checkAll = false, save, notices }: ChangesFormOptions) {
  const fields = useFormFields(saved);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function fail(fieldErrors: FieldErrors) {
    fields.showErrors(fieldErrors);
    updateToast.error(notices.failure);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(null);
    const changes = changedFields(saved, fields.values);
    const checked = schema.safeParse(checkAll ? fields.values : changes);
    if (!checked.success) return fail(z.flattenError(checked.error).fieldErrors);
    fields.clearErrors();
    const names = Object.keys(changes);
    if (names.length === 0) return setNote(PROFILE_NOTES.noChanges);
    setBusy(true);
    try {
      // The checked values: trimmed as the server will read them.
      await save(Object.fromEntries(names.map((name) => [name, checked.data[name] ?? ''])));
      updateToast.success(notices.success);
    } catch (error) {
      fail(error instanceof ApiError ? error.fieldErrors : {});
    } finally {
      setBusy(false);
    }
  }

  return { bindForm: fields.bindForm, field: fields.field, submit, busy, note };
}
