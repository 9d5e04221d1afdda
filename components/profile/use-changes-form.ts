'use client';

import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import { changedFields, editsAfterSave, editsOf, withEdits } from '@/lib/account/changes';
import { PROFILE_NOTES } from '@/lib/account/messages';
import { ApiError, mayStillHappen } from '@/lib/client/api';
import { profileNotice } from '@/lib/client/toasts';
import { useDraft } from '@/lib/client/use-draft';
import { useFormFields, type FieldErrors } from './use-form-fields';

type Values = Record<string, string>;

const draftEdits = z.record(z.string(), z.string());
const NO_EDITS: Values = {};

interface ChangesFormOptions {
  /** Names the form's draft: what the buyer typed and has not saved (lib/client/drafts.ts). */
  draft: string;
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
 * provider's) at their fields. What is typed is kept as a draft of edits over the saved values, so
 * it outlives a reload, a session that ends, and the form starting again when the other form's save
 * changes the profile; a save takes out what it sent.
 */
export function useChangesForm({ draft, saved, schema, checkAll = false, save, notices }: ChangesFormOptions) {
  // What the provider accepted and the profile does not show yet, as its reload after the save
  // failed: until it does, these are the form's saved values (a remount, when it does, drops them).
  const [accepted, setAccepted] = useState<Values>(NO_EDITS);
  const base = withEdits(saved, accepted);
  const [edits, setEdits] = useDraft(draft, draftEdits, NO_EDITS);
  const fields = useFormFields([
    withEdits(base, edits),
    (update) => setEdits((current) => editsOf(base, update(withEdits(base, current)))),
  ]);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** `message` instead of the form's failure notice: a timeout's, which says the save may still go through. */
  function fail(fieldErrors: FieldErrors, message: string = notices.failure) {
    fields.showErrors(fieldErrors);
    profileNotice.error(message);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNote(null);
    const changes = changedFields(base, fields.values);
    const checked = schema.safeParse(checkAll ? fields.values : changes);
    if (!checked.success) return fail(z.flattenError(checked.error).fieldErrors);
    fields.clearErrors();
    const names = Object.keys(changes);
    if (names.length === 0) return setNote(PROFILE_NOTES.noChanges);
    setBusy(true);
    const typed = fields.values;
    try {
      // The checked values: trimmed as the server will read them.
      const sent = Object.fromEntries(names.map((name) => [name, checked.data[name] ?? '']));
      await save(sent);
      setAccepted((current) => ({ ...current, ...sent }));
      // The fields stay open while it saves: what was typed meanwhile is still the buyer's.
      setEdits((current) => editsAfterSave(current, sent, typed));
      profileNotice.success(notices.success);
    } catch (error) {
      fail(error instanceof ApiError ? error.fieldErrors : {}, mayStillHappen(error) ? error.message : undefined);
    } finally {
      setBusy(false);
    }
  }

  return { bindForm: fields.bindForm, field: fields.field, submit, busy, note };
}
