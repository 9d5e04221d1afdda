'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ticket, TicketDetail, TicketReply } from '@/lib/domain/tickets';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import type { NewTicketBody } from '@/lib/support/schemas';
import { apiFetch, apiPost } from './api';
import { queryKeys } from './query-keys';
import { useBuyer } from './session';

/*
 * Queries pause while the browser is offline (TanStack Query's default network mode), so an offline
 * load makes no request; 'always' refetches them when it is back, however fresh they were (spec
 * section 4). Mutations run whatever the browser says, so a dropped connection becomes the spec's
 * network error message instead of a submit that waits forever.
 */

export function useTickets() {
  const buyer = useBuyer();
  return useQuery({
    queryKey: queryKeys.tickets,
    queryFn: () => apiFetch<{ tickets: Ticket[] }>('/api/tickets').then((body) => body.tickets),
    enabled: buyer !== null,
    refetchOnReconnect: 'always',
  });
}

const ticketPath = (ticketId: string) => `/api/tickets/${encodeURIComponent(ticketId)}`;

export function useTicket(ticketId: string) {
  const buyer = useBuyer();
  return useQuery({
    queryKey: queryKeys.ticket(ticketId),
    queryFn: () => apiFetch<{ ticket: TicketDetail }>(ticketPath(ticketId)).then((body) => body.ticket),
    enabled: buyer !== null,
    refetchOnReconnect: 'always',
  });
}

/**
 * Creates a ticket and reloads the list, which then starts with it. A failure reloads it too: a
 * submission that timed out may have gone through, and the list is where the buyer checks.
 */
export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: NewTicketBody) => apiPost<{ message: string; ticket: Ticket | null }>('/api/tickets', ticket, { unexplained: SUPPORT_MESSAGES.submissionFailed }),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets, exact: true }),
  });
}

interface PendingReply {
  pendingId: number;
}

/**
 * Sends a reply, shown in the conversation at once as the buyer's; on failure it is taken out again
 * (the caller tells the buyer why). The ticket and the list are reloaded afterwards, as a reply can
 * change the ticket's status.
 */
export function useReplyToTicket(ticketId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.ticket(ticketId);
  const withReplies = (update: (replies: TicketReply[]) => TicketReply[]) =>
    queryClient.setQueryData<TicketDetail>(key, (ticket) => ticket && { ...ticket, replies: update(ticket.replies) });

  return useMutation<{ message: string; reply: TicketReply }, Error, string, PendingReply>({
    mutationFn: (message) => apiPost(`${ticketPath(ticketId)}/replies`, { message }),
    networkMode: 'always',
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
    onSuccess: ({ reply }, _message, context) =>
      withReplies((replies) => replies.map((item) => (item.id === context.pendingId ? reply : item))),
    onError: (_error, _message, context) => {
      if (context) withReplies((replies) => replies.filter((item) => item.id !== context.pendingId));
    },
    // The list's key is the prefix of every ticket's key.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tickets }),
  });
}
