'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketDetail, TicketReply } from '@/lib/domain/tickets';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import type { NewTicketBody } from '@/lib/support/schemas';
import { apiFetch, apiPost, sendOrFind } from './api';
import { queryKeys } from './query-keys';
import { useBuyer } from './session';

/*
 * Queries pause while the browser is offline (TanStack Query's default network mode), so an offline
 * load makes no request; 'always' refetches them when it is back, however fresh they were (spec
 * section 4). Mutations run whatever the browser says (query-client.ts), so a dropped connection
 * becomes the spec's network error message instead of a submit that waits forever.
 */

const fetchTickets = () => apiFetch<{ tickets: Ticket[] }>('/api/tickets').then((body) => body.tickets);

export function useTickets() {
  const buyer = useBuyer();
  return useQuery({
    queryKey: queryKeys.tickets,
    queryFn: fetchTickets,
    enabled: buyer !== null,
    refetchOnReconnect: 'always',
  });
}

const ticketPath = (ticketId: string) => `/api/tickets/${encodeURIComponent(ticketId)}`;
const fetchTicket = (ticketId: string) => apiFetch<{ ticket: TicketDetail }>(ticketPath(ticketId)).then((body) => body.ticket);

export function useTicket(ticketId: string) {
  const buyer = useBuyer();
  return useQuery({
    queryKey: queryKeys.ticket(ticketId),
    queryFn: () => fetchTicket(ticketId),
    enabled: buyer !== null,
    refetchOnReconnect: 'always',
  });
}

/**
 * The ticket as a reloaded list has it, if it went through: one with what was sent that the list
 * did not hold before (unknown when the list was never loaded).
 */
async function landedTicket(sent: NewTicketBody, known: Ticket[] | undefined) {
  if (!known) return undefined;
  const before = new Set(known.map((ticket) => ticket.ticketId));
  const ticket = (await fetchTickets()).find(
    (listed) =>
      !before.has(listed.ticketId) &&
      listed.subject === sent.subject &&
      listed.description === sent.description &&
      listed.category === sent.category &&
      listed.priority === sent.priority,
  );
  return ticket && { message: SUPPORT_MESSAGES.ticketCreated, ticket };
}

/**
 * Creates a ticket and reloads the list, which then starts with it. A failure reloads it too: a
 * submission that timed out may still go through later, and the list is where the buyer checks.
 */
/** `onCreated` runs here, not in the caller's mutate(), so it runs even if the buyer has left the page meanwhile. */
export function useCreateTicket({ onCreated }: { onCreated: (ticket: NewTicketBody) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: NewTicketBody) => {
      const known = queryClient.getQueryData<Ticket[]>(queryKeys.tickets);
      return sendOrFind(
        () => apiPost<{ message: string; ticket: Ticket | null }>('/api/tickets', ticket, { unexplained: SUPPORT_MESSAGES.submissionFailed }),
        () => landedTicket(ticket, known),
      );
    },
    onSuccess: (_created, ticket) => onCreated(ticket),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets, exact: true }),
  });
}

interface PendingReply {
  pendingId: number;
}

/** The buyer's replies saying exactly this, newest last; a pending one (negative id) is not counted. */
const sentReplies = (ticket: TicketDetail | undefined, message: string) =>
  (ticket?.replies ?? []).filter((reply) => reply.id >= 0 && reply.senderType === 'buyer' && reply.message === message);

/** The reply as a reloaded conversation has it, if it went through: one more with this text than before sending. */
async function landedReply(ticketId: string, message: string, known: number) {
  const landed = sentReplies(await fetchTicket(ticketId), message);
  return landed.length > known ? landed.at(-1) : undefined;
}

/**
 * Sends a reply, shown in the conversation at once as the buyer's; on failure it is taken out again
 * (the caller tells the buyer why). The ticket and the list are reloaded afterwards, as a reply can
 * change the ticket's status.
 */
export function useReplyToTicket(ticketId: string, { onUnsent }: { onUnsent: (message: string) => void }) {
  const queryClient = useQueryClient();
  const key = queryKeys.ticket(ticketId);
  const withReplies = (update: (replies: TicketReply[]) => TicketReply[]) =>
    queryClient.setQueryData<TicketDetail>(key, (ticket) => ticket && { ...ticket, replies: update(ticket.replies) });

  return useMutation<TicketReply | null, Error, string, PendingReply>({
    mutationFn: (message) => {
      const known = sentReplies(queryClient.getQueryData(key), message).length;
      return sendOrFind(
        () => apiPost<{ reply: TicketReply | null }>(`${ticketPath(ticketId)}/replies`, { message }).then((body) => body.reply),
        () => landedReply(ticketId, message, known),
      );
    },
    onMutate: async (message) => {
      // A reload finishing after this would drop the pending reply from the screen.
      await queryClient.cancelQueries({ queryKey: key });
      const ticket = queryClient.getQueryData<TicketDetail>(key);
      // Negative, so it can never be a real reply's id.
      const pendingId = -Date.now();
      const pending: TicketReply = {
        id: pendingId,
        senderType: 'buyer',
        senderName: ticket?.userName ?? '',
        message,
        createdAt: new Date().toISOString(),
      };
      withReplies((replies) => [...replies, pending]);
      return { pendingId };
    },
    // Without the reply as saved (the provider's answer had none readable), the pending one stays
    // until the conversation, read again as the change settles, brings it.
    onSuccess: (reply, _message, context) =>
      reply && withReplies((replies) => replies.map((item) => (item.id === context.pendingId ? reply : item))),
    onError: (_error, message, context) => {
      if (context) withReplies((replies) => replies.filter((item) => item.id !== context.pendingId));
      // Here, not in the caller's mutate(): those callbacks are dropped once the buyer has left the page.
      onUnsent(message);
    },
    // The list's key is the prefix of every ticket's key.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets }),
  });
}
