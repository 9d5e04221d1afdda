import type { Transaction } from 'kysely';
import { buyerDisplayName, buyerEmail, type AuthBuyer } from '../auth/buyer';
import { loadBuyer } from '../auth/middleware';
import type { DB, Ticket, TicketReply, TicketStatus } from '../db/schema';
import type { Deps } from '../deps';
import { fail } from '../http/errors';
import { idFormats, uniqueId } from '../lib/ids';
import { sendMail } from '../lib/mail';
import { laravelTimestamp } from '../lib/time';
import type { NewTicket } from './schemas';

/** Support tickets: shared by the buyer API (contract 2.10) and the sandbox console. */

const notFound = () => fail(404, 'Ticket not found.');

export function supportName(deps: Deps): string {
  return `${deps.config.marketplaceName} Support`;
}

export async function findTicket(deps: Deps, ticketId: string): Promise<Ticket | undefined> {
  return deps.db.selectFrom('tickets').selectAll().where('ticket_id', '=', ticketId).executeTakeFirst();
}

export async function requireTicket(deps: Deps, ticketId: string): Promise<Ticket> {
  const ticket = await findTicket(deps, ticketId);
  if (!ticket) throw notFound();
  return ticket;
}

/** Another buyer's ticket answers the same 404 as a missing one, so ids cannot be probed. */
export async function requireOwnTicket(deps: Deps, buyerId: string, ticketId: string): Promise<Ticket> {
  const ticket = await findTicket(deps, ticketId);
  if (!ticket || ticket.buyerId !== buyerId) throw notFound();
  return ticket;
}

export async function buyerTickets(deps: Deps, buyerId: string): Promise<Ticket[]> {
  return deps.db
    .selectFrom('tickets')
    .selectAll()
    .where('buyerId', '=', buyerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Oldest first, the order of the conversation. */
export async function ticketReplies(deps: Deps, ticketId: string): Promise<TicketReply[]> {
  return deps.db.selectFrom('ticket_replies').selectAll().where('ticket_id', '=', ticketId).orderBy('id').execute();
}

export async function openTicket(deps: Deps, buyerId: string, input: NewTicket): Promise<Ticket> {
  const ticketId = await uniqueId(idFormats.ticket, async (id) => (await findTicket(deps, id)) !== undefined);
  const at = laravelTimestamp(deps.clock());
  return deps.db
    .insertInto('tickets')
    .values({ ticket_id: ticketId, buyerId, ...input, status: 'open', created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

type Sender = { type: TicketReply['sender_type']; name: string };

function statusAfterReply(sender: Sender['type'], status: TicketStatus): TicketStatus {
  // Support answering a new ticket has picked it up; a buyer answering a resolved one says it is not resolved.
  if (sender === 'admin' && status === 'open') return 'in_progress';
  if (sender === 'buyer' && status === 'resolved') return 'open';
  return status;
}

/** Checks and writes in one transaction, so a status change cannot slip between them. */
async function addReply(trx: Transaction<DB>, deps: Deps, ticketId: string, sender: Sender, message: string): Promise<TicketReply> {
  const ticket = await trx.selectFrom('tickets').select('status').where('ticket_id', '=', ticketId).executeTakeFirst();
  if (!ticket) throw notFound();
  if (ticket.status === 'closed') throw fail(409, 'This ticket is closed.');
  if (sender.type === 'buyer') {
    const answered = await trx
      .selectFrom('ticket_replies')
      .select('id')
      .where('ticket_id', '=', ticketId)
      .where('sender_type', '=', 'admin')
      .executeTakeFirst();
    if (!answered) throw fail(409, 'Waiting for support to respond.');
  }
  const at = laravelTimestamp(deps.clock());
  const reply = await trx
    .insertInto('ticket_replies')
    .values({ ticket_id: ticketId, sender_type: sender.type, sender_name: sender.name, message, created_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('tickets')
    .set({ status: statusAfterReply(sender.type, ticket.status), updated_at: at })
    .where('ticket_id', '=', ticketId)
    .execute();
  return reply;
}

export async function replyAsBuyer(deps: Deps, buyer: AuthBuyer, ticketId: string, message: string): Promise<TicketReply> {
  const sender: Sender = { type: 'buyer', name: buyerDisplayName(buyer) };
  return deps.db.transaction().execute((trx) => addReply(trx, deps, ticketId, sender, message));
}

/** Support's answer, with a mail telling the buyer (the sandbox mailbox keeps it). */
export async function replyAsSupport(deps: Deps, ticket: Ticket, message: string): Promise<TicketReply> {
  // Loaded before the transaction: the connection is held by it until it ends.
  const owner = await loadBuyer(deps, ticket.buyerId);
  const sender: Sender = { type: 'admin', name: supportName(deps) };
  return deps.db.transaction().execute(async (trx) => {
    const reply = await addReply(trx, deps, ticket.ticket_id, sender, message);
    if (owner) {
      await sendMail(
        { db: trx, clock: deps.clock },
        {
          to: buyerEmail(owner),
          subject: `Re: ${ticket.subject} [${ticket.ticket_id}]`,
          text: [
            `Hello ${buyerDisplayName(owner)},`,
            '',
            `${sender.name} replied to your ticket ${ticket.ticket_id} ("${ticket.subject}"):`,
            '',
            message,
            '',
            'You can read the conversation and answer from the support page of your account.',
          ].join('\n'),
        },
      );
    }
    return reply;
  });
}

export async function setTicketStatus(deps: Deps, ticketId: string, status: TicketStatus): Promise<Ticket> {
  const ticket = await deps.db
    .updateTable('tickets')
    .set({ status, updated_at: laravelTimestamp(deps.clock()) })
    .where('ticket_id', '=', ticketId)
    .returningAll()
    .executeTakeFirst();
  if (!ticket) throw notFound();
  return ticket;
}
