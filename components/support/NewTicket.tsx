'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { busyDialogHandlers } from '@/lib/client/busy-dialog';
import { useCreateTicket } from '@/lib/client/tickets';
import { useDraft } from '@/lib/client/use-draft';
import { useFocusFirstInvalid } from '@/lib/client/use-focus-first-invalid';
import { useHydrated } from '@/lib/client/use-hydrated';
import { useSingleSubmit } from '@/lib/client/use-single-submit';
import { fieldErrorsOf, newTicketBody, type NewTicketBody } from '@/lib/support/schemas';
import { submissionFailure } from '@/lib/support/submission';
import { NEW_TICKET_HASH } from './new-ticket-link';
import { SubmissionFailed, TicketSubmitted } from './SubmissionOutcome';
import { TicketFields, EMPTY_DRAFT, ticketDraft, type TicketDraft } from './TicketFields';

/** Whether the draft is still what was sent (as the schema reads it: trimmed). */
const sameTicket = (draft: TicketDraft, sent: NewTicketBody) => JSON.stringify(newTicketBody.safeParse(draft).data) === JSON.stringify(sent);

type Outcome = { kind: 'success'; ticketId: string | null } | { kind: 'error'; message: string } | null;

/**
 * '+ Open a Support Ticket' and its modal (a native dialog: focus stays inside, Escape closes, focus
 * goes back to the button). The form hides while the success or error dialog shows; after an error,
 * 'Try Again' brings it back as it was typed, as does opening it again later.
 */
export function NewTicket() {
  const dialog = useRef<HTMLDialogElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const hydrated = useHydrated();
  // Kept past a reload or a session that ends while typing (drafts.ts); a created ticket empties it.
  const [draft, setDraft] = useDraft('ticket', ticketDraft, EMPTY_DRAFT);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  // A created ticket's draft goes, even if the buyer left before the answer; one typed since stays.
  const create = useCreateTicket({ onCreated: (sent) => setDraft((current) => (sameTicket(current, sent) ? EMPTY_DRAFT : current)) });
  const submitOnce = useSingleSubmit();
  // The provider's own field errors come back once the fields are enabled again: focus follows then.
  const { bindForm, failed } = useFocusFirstInvalid();

  const close = () => dialog.current?.close();

  useEffect(() => {
    // Sent here to open a ticket (a closed ticket's unsent reply is in the draft now): the form opens.
    if (window.location.hash !== NEW_TICKET_HASH) return;
    history.replaceState(history.state, '', window.location.pathname + window.location.search);
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);

  function tryAgain() {
    // The focused button goes away with the error dialog: focus moves to the form's own submit.
    flushSync(() => setOutcome(null));
    form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newTicketBody.safeParse(draft);
    if (!parsed.success) {
      const errors = fieldErrorsOf(parsed.error);
      setFieldErrors(errors);
      const first = Object.keys(EMPTY_DRAFT).find((field) => errors[field]);
      (form.current?.elements.namedItem(first ?? '') as HTMLElement | null)?.focus();
      return;
    }
    setFieldErrors({});
    submitOnce((done) =>
      create.mutate(parsed.data, {
        onSuccess: ({ ticket }) => {
          setOutcome({ kind: 'success', ticketId: ticket?.ticketId ?? null });
        },
        onError: (error) => {
          const failure = submissionFailure(error);
          if ('fieldErrors' in failure) {
            setFieldErrors(failure.fieldErrors);
            failed();
          } else setOutcome({ kind: 'error', message: failure.message });
        },
        onSettled: done,
      }),
    );
  }

  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => dialog.current?.showModal()}
        className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        + Open a Support Ticket
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        // A submission under way finishes in the dialog; it cannot be dismissed mid-way.
        {...busyDialogHandlers(create.isPending, () => {
          setOutcome(null);
          setFieldErrors({});
        })}
        className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-lg bg-white p-5 text-stone-900 shadow-xl backdrop:bg-stone-950/60 sm:p-6"
      >
        {outcome?.kind === 'success' && <TicketSubmitted titleId={titleId} ticketId={outcome.ticketId} onOk={close} />}
        {outcome?.kind === 'error' && <SubmissionFailed titleId={titleId} message={outcome.message} onTryAgain={tryAgain} />}
        <form
          ref={(node) => {
            form.current = node;
            bindForm(node);
          }}
          hidden={outcome !== null}
          noValidate
          onSubmit={submit}
          className="space-y-4"
        >
          <h2 id={outcome === null ? titleId : undefined} className="text-xl font-semibold text-brand-900">
            Open a Support Ticket
          </h2>
          {/* While it is sent, the ticket as sent: its draft is emptied just before the mutation says it is in. */}
          <TicketFields draft={create.isPending ? create.variables : draft} onChange={setDraft} errors={fieldErrors} disabled={create.isPending} />
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <button
              type="button"
              onClick={close}
              disabled={create.isPending}
              className="rounded-md border border-stone-400 px-4 py-2.5 font-medium text-stone-800 hover:bg-stone-100 disabled:opacity-70"
            >
              Cancel
            </button>
            <button
              type="submit"
              disabled={create.isPending}
              aria-busy={create.isPending || undefined}
              className="rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
            >
              {create.isPending ? 'Submitting…' : 'Submit Ticket'}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
