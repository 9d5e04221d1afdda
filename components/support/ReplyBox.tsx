'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { FormMessage } from '@/components/forms/FormMessage';
import { ApiError, mayStillHappen } from '@/lib/client/api';
import { useReplyToTicket } from '@/lib/client/tickets';
import { useDraft } from '@/lib/client/use-draft';
import { useSingleSubmit } from '@/lib/client/use-single-submit';
import type { TicketDetail } from '@/lib/domain/tickets';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import { fieldErrorsOf, MESSAGE_MAX, ticketReplyBody } from '@/lib/support/schemas';
import { fieldControlClass } from '@/components/forms/control-class';

const UNSENT = 'Your reply was not sent.';
const replyText = z.string();

/** The draft with a reply that could not be sent put back at its start (once: a draft that already has it there stays as it is). */
const withUnsent = (draft: string, message: string) =>
  draft === message || draft.startsWith(`${message}\n\n`) ? draft : draft ? `${message}\n\n${draft}` : message;

/**
 * The reply box: closed until support has answered (the provider refuses before that), then a reply
 * shows in the conversation at once. If sending fails it is taken out again, its text goes back in
 * the box and the reason shows.
 */
export function ReplyBox({ ticket }: { ticket: TicketDetail }) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // Kept past a reload or a session that ends while typing (drafts.ts).
  const [text, setText] = useDraft(`reply:${ticket.ticketId}`, replyText, '');
  const [error, setError] = useState<string | null>(null);
  // The lost reply goes back to the draft, before whatever was typed since, even if the buyer has
  // left the ticket while it was being sent.
  const reply = useReplyToTicket(ticket.ticketId, { onUnsent: (message) => setText((current) => withUnsent(current, message)) });
  const submitOnce = useSingleSubmit();
  const answered = ticket.replies.some((item) => item.senderType === 'support');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ticketReplyBody.safeParse({ message: text });
    if (!parsed.success) {
      setError(fieldErrorsOf(parsed.error).message?.join(' ') ?? null);
      box.current?.focus();
      return;
    }
    const { message } = parsed.data;
    submitOnce((done) => {
      setError(null);
      setText('');
      reply.mutate(message, {
        onError: (failure) => {
          // A timeout the reloaded conversation did not show yet may still deliver it: the text says so.
          setError(mayStillHappen(failure) ? failure.message : `${UNSENT} ${failure instanceof ApiError ? failure.message : ''}`.trim());
        },
        onSettled: () => {
          done();
          // Send was disabled while it went, which took the focus away: back to the box, where the
          // outcome (or the text to send again) is.
          box.current?.focus();
        },
      });
    });
  }

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-2 border-t border-stone-200 pt-4">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Your reply
      </label>
      <textarea
        ref={box}
        id={id}
        name="message"
        rows={3}
        maxLength={MESSAGE_MAX}
        disabled={!answered}
        placeholder={answered ? SUPPORT_MESSAGES.replyPlaceholder : SUPPORT_MESSAGES.waitingForSupport}
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        onChange={(event) => setText(event.target.value)}
        className={`${fieldControlClass()} placeholder:text-stone-600 disabled:cursor-not-allowed`}
      />
      <FormMessage id={`${id}-message`} error={error} />
      <div className="flex justify-end">
        <button
          type="submit"
          disabled={!answered || reply.isPending}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          Send
        </button>
      </div>
    </form>
  );
}
