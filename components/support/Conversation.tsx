import { RelativeTime } from '@/components/catalogue/RelativeTime';
import type { TicketDetail } from '@/lib/domain/tickets';

interface Message {
  key: string;
  fromBuyer: boolean;
  sender: string;
  message: string;
  createdAt: string;
  /** Shown at once, not yet confirmed by the provider (see useReplyToTicket). */
  pending: boolean;
}

/** The ticket's description opens the conversation as the buyer's first message. */
function messagesOf(ticket: TicketDetail): Message[] {
  const buyerName = ticket.userName || 'You';
  return [
    { key: 'description', fromBuyer: true, sender: buyerName, message: ticket.description, createdAt: ticket.createdAt, pending: false },
    ...ticket.replies.map((reply) => ({
      key: String(reply.id),
      fromBuyer: reply.senderType === 'buyer',
      sender: reply.senderName || (reply.senderType === 'buyer' ? buyerName : 'Support'),
      message: reply.message,
      createdAt: reply.createdAt,
      pending: reply.id < 0,
    })),
  ];
}

/** Chat-style: support's messages on the left, the buyer's on the right, each with sender and time. */
export function Conversation({ ticket }: { ticket: TicketDetail }) {
  return (
    // A log: replies added while the page is open are announced.
    <div role="log" aria-label="Conversation" className="mt-6">
      <ol className="space-y-4">
        {messagesOf(ticket).map((item) => (
          <li key={item.key} className={`flex ${item.fromBuyer ? 'justify-end' : 'justify-start'}`} aria-busy={item.pending || undefined}>
            <div
              className={`max-w-[85%] rounded-2xl px-4 py-3 sm:max-w-[70%] ${
                item.fromBuyer ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm border border-stone-200 bg-stone-100 text-stone-900'
              }`}
            >
              <p className={`flex flex-wrap gap-x-2 text-xs ${item.fromBuyer ? 'text-brand-50' : 'text-stone-700'}`}>
                <span className="font-semibold">{item.sender}</span>
                <span>{item.pending ? 'Sending…' : <RelativeTime value={item.createdAt} />}</span>
              </p>
              <p className="mt-1 break-words whitespace-pre-wrap">{item.message}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
