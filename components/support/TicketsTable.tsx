'use client';

import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import { RelativeTime } from '@/components/catalogue/RelativeTime';
import { DataTable } from '@/components/table/DataTable';
import { useTickets } from '@/lib/client/tickets';
import type { Ticket } from '@/lib/domain/tickets';
import { CATEGORY_LABELS, PRIORITY_LABELS } from '@/lib/support/labels';
import { SUPPORT_MESSAGES } from '@/lib/support/messages';
import { TicketStatus } from './TicketStatus';

const ticketHref = (ticketId: string) => `/support/${encodeURIComponent(ticketId)}`;

const column = createColumnHelper<Ticket>();

const columns = [
  column.accessor('ticketId', {
    header: 'Ticket ID',
    cell: ({ getValue }) => (
      <Link href={ticketHref(getValue())} className="font-mono font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900">
        {getValue()}
      </Link>
    ),
  }),
  column.accessor('subject', {
    header: 'Subject',
    // Cut by CSS only: the whole subject stays in the page for screen readers and the tooltip.
    cell: ({ getValue }) => (
      <span className="block max-w-64 truncate lg:max-w-md" title={getValue()}>
        {getValue()}
      </span>
    ),
  }),
  column.accessor('category', { header: 'Category', cell: ({ getValue }) => CATEGORY_LABELS[getValue()] }),
  column.accessor('priority', { header: 'Priority', cell: ({ getValue }) => PRIORITY_LABELS[getValue()] }),
  column.accessor('status', { header: 'Status', cell: ({ getValue }) => <TicketStatus status={getValue()} /> }),
  column.accessor('createdAt', { header: 'Created At', cell: ({ getValue }) => <RelativeTime value={getValue()} /> }),
];

/** The buyer's tickets; a row or its ID opens the ticket. */
export function TicketsTable() {
  const { data: tickets = [], isPending, isError } = useTickets();
  return (
    <DataTable
      label="Support tickets"
      columns={columns}
      data={tickets}
      getRowId={(ticket) => ticket.ticketId}
      rowHref={(ticket) => ticketHref(ticket.ticketId)}
      loading={isPending}
      emptyMessage={isError ? SUPPORT_MESSAGES.listFailed : SUPPORT_MESSAGES.listEmpty}
    />
  );
}
