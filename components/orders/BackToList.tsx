import Link from 'next/link';
import { ORDER_HISTORY_PATH } from './urls';

export function BackToList() {
  return (
    <Link
      href={ORDER_HISTORY_PATH}
      className="inline-flex items-center gap-1 rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
    >
      <span aria-hidden="true">←</span> Back to List
    </Link>
  );
}
