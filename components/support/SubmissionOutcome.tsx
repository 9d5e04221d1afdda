import { useId } from 'react';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';

const panelButton = 'mt-6 w-full rounded-md px-4 py-2.5 font-semibold text-white sm:w-auto sm:min-w-32';

/** The spec's success dialog: its texts, the new ticket's ID (or, not known, that it was created) and OK. */
export function TicketSubmitted({ titleId, ticketId, onOk }: { titleId: string; ticketId: string | null; onOk: () => void }) {
  const textId = useId();
  return (
    <div role="status" className="text-center">
      <h2 id={titleId} className="text-xl font-semibold text-brand-800">
        Success!
      </h2>
      <div id={textId}>
        <p className="mt-2 font-semibold">Ticket Submitted Successfully!</p>
        <p className="mt-2 text-stone-700">Your support ticket has been created and our team will get back to you soon.</p>
        <p className="mt-4 rounded-md bg-brand-50 px-3 py-2 text-brand-900">
          {ticketId === null ? (
            SUPPORT_MESSAGES.ticketCreated
          ) : (
            <>
              Ticket ID: <strong className="font-mono">{ticketId}</strong>
            </>
          )}
        </p>
      </div>
      {/* The dialog's content was replaced: its one action takes focus, and reads the texts with it
          (a live region inserted with its text may go unannounced). */}
      <button type="button" autoFocus aria-describedby={textId} onClick={onOk} className={`${panelButton} bg-brand-700 hover:bg-brand-800`}>
        OK
      </button>
    </div>
  );
}

/** The spec's error dialog: its texts, the reason, and 'Try Again' back to the form as typed. */
export function SubmissionFailed({ titleId, message, onTryAgain }: { titleId: string; message: string; onTryAgain: () => void }) {
  const textId = useId();
  return (
    <div role="alert" className="text-center">
      <h2 id={titleId} className="text-xl font-semibold text-red-800">
        Error!
      </h2>
      <div id={textId}>
        <p className="mt-2 font-semibold">Submission Failed</p>
        <p className="mt-2 text-stone-700">{message}</p>
      </div>
      {/* As for the success dialog: the one action takes focus and reads the texts. */}
      <button type="button" autoFocus aria-describedby={textId} onClick={onTryAgain} className={`${panelButton} bg-red-700 hover:bg-red-800`}>
        Try Again
      </button>
    </div>
  );
}
