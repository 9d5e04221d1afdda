import type { TicketStatus as Status } from '@/lib/domain/tickets';
import { STATUS_LABELS } from '@/lib/support/labels';

const TONES: Record<Status, string> = {
  open: 'bg-harvest-400/25 text-stone-900',
  in_progress: 'bg-sky-100 text-sky-900',
  resolved: 'bg-brand-100 text-brand-900',
  closed: 'bg-stone-200 text-stone-800',
};

/** A ticket's status as a coloured label (its text carries the meaning, not the colour). */
export function TicketStatus({ status }: { status: Status }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}>{STATUS_LABELS[status]}</span>;
}
