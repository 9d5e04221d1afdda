'use client';

import Link from 'next/link';
import { useTicket } from '@/lib/client/tickets';
import { useOnline } from '@/lib/client/use-online';
import type { TicketDetail } from '@/lib/domain/tickets';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '@/lib/support/labels';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import { RelativeTime } from '@/components/catalogue/RelativeTime';
import { OFFLINE_MESSAGE } from '@/components/table/empty-messages';
import { Conversation } from './Conversation';
import { ReplyBox } from './ReplyBox';
import { TicketStatus } from './TicketStatus';
import { UnsentReply } from './UnsentReply';

const block = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';

function BackLink() {
  return (
    <Link href="/support" className="text-sm font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900">
      ← Back to Support History
    </Link>
  );
}

function LoadingTicket() {
  return (
    <div aria-busy="true" aria-label="Loading ticket" className="mt-4 space-y-4">
      <div className={`h-8 w-2/3 ${block}`} />
      <div className={`h-4 w-1/2 ${block}`} />
      <div className={`ml-auto h-20 w-3/4 ${block}`} />
      <div className={`h-20 w-3/4 ${block}`} />
    </div>
  );
}

function LoadedTicket({ ticket }: { ticket: TicketDetail }) {
  const closed = ticket.status === 'closed';
  return (
    <article className="mt-4">
      <h1 className="text-2xl font-bold break-words text-brand-900 sm:text-3xl">Ticket Subject: {ticket.subject}</h1>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
        <div className="flex items-baseline gap-1.5">
          <dt>Ticket ID:</dt>
          <dd className="font-mono font-semibold text-stone-900">{ticket.ticketId}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>Status:</dt>
          <dd>
            <TicketStatus status={ticket.status} />
          </dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt>Category:</dt>
          <dd className="text-stone-900">{CATEGORY_LABELS[ticket.category]}</dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt>Priority:</dt>
          <dd className="text-stone-900">{PRIORITY_LABELS[ticket.priority]}</dd>
        </div>
        <div className="flex items-baseline gap-1.5">
          <dt>Opened:</dt>
          <dd className="text-stone-900">
            <RelativeTime value={ticket.createdAt} />
          </dd>
        </div>
      </dl>
      <Conversation ticket={ticket} />
      {closed ? (
        <>
          <p className="mt-6 rounded-md border border-stone-300 bg-stone-100 px-4 py-3 text-stone-800">
            This ticket is closed. Open a new ticket if you need more help.
          </p>
          <UnsentReply ticket={ticket} />
        </>
      ) : (
        <ReplyBox ticket={ticket} />
      )}
    </article>
  );
}

/** The chat-style ticket view: loading, loaded or 'Failed to load ticket.' (spec section 4). */
export function TicketView({ ticketId }: { ticketId: string }) {
  const online = useOnline();
  const { data: ticket, isError } = useTicket(ticketId);
  if (ticket) {
    return (
      <>
        <BackLink />
        <LoadedTicket ticket={ticket} />
      </>
    );
  }
  let state = <LoadingTicket />;
  if (!online) state = <p className="mt-6 text-stone-700">{OFFLINE_MESSAGE}</p>;
  else if (isError) state = <p className="mt-6 text-red-800">{SUPPORT_MESSAGES.ticketFailed}</p>;
  return (
    <>
      <BackLink />
      <h1 className="sr-only">Support ticket {ticketId}</h1>
      {/* One live region for every state before the ticket, so a change of message is announced. */}
      <div role="status">{state}</div>
    </>
  );
}
