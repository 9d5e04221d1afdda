import type { SummaryRow } from '@/lib/orders/summary';

/** Label / value pairs, as a description list. */
export function DetailList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="break-words font-medium text-stone-900">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}
