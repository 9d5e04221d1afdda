'use client';

import Link from 'next/link';
import { useId } from 'react';
import { z } from 'zod';
import { useDraft } from '@/lib/client/use-draft';
import type { TicketDetail } from '@/lib/domain/tickets';
import { SUBJECT_MAX } from '@/lib/support/schemas';
import { EMPTY_DRAFT, ticketDraft, type TicketDraft } from './TicketFields';
import { NEW_TICKET_HASH } from './new-ticket-link';
import { fieldControlClass } from '@/components/forms/control-class';

const replyText = z.string();

/** The new ticket's draft with the reply added to its description, and a subject if it had none. */
const withReply = (draft: TicketDraft, subject: string, reply: string): TicketDraft => ({
  ...draft,
  subject: draft.subject || `Re: ${subject}`.slice(0, SUBJECT_MAX),
  description: draft.description ? `${draft.description}\n\n${reply}` : reply,
});

/**
 * A closed ticket takes no reply, but one typed (or refused because support closed the ticket
 * meanwhile) is still the buyer's: it shows here, with a way to carry it into a new ticket.
 */
export function UnsentReply({ ticket }: { ticket: TicketDetail }) {
  const id = useId();
  const [reply, setReply] = useDraft(`reply:${ticket.ticketId}`, replyText, '');
  const [, setNewTicket] = useDraft('ticket', ticketDraft, EMPTY_DRAFT);
  if (!reply) return null;
  return (
    <section aria-labelledby={id} className="mt-4 space-y-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3">
      <h2 id={id} className="font-semibold text-stone-900">
        Your reply was not sent
      </h2>
      <p className="text-sm text-stone-800">The ticket was closed before it went. You can send it in a new ticket.</p>
      <textarea
        readOnly
        aria-labelledby={id}
        value={reply}
        rows={3}
        className={fieldControlClass()}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={() => setReply('')} className="rounded-md border border-stone-400 px-4 py-2 font-medium text-stone-800 hover:bg-stone-100">
          Discard
        </button>
        <Link
          href={`/support${NEW_TICKET_HASH}`}
          onClick={() => {
            setNewTicket((draft) => withReply(draft, ticket.subject, reply));
            setReply('');
          }}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          Open a new ticket with it
        </Link>
      </div>
    </section>
  );
}
