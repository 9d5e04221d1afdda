import type { Currency } from '@/lib/format/currency';
import { createColumnHelper } from '@tanstack/react-table';
import type { Transaction } from '@/lib/domain/orders';
import { formatOrderDate } from '@/lib/format/order-date';
import { formatPrice } from '@/lib/format/price';
import { paymentMethodLabel } from '@/lib/orders/summary';

const column = createColumnHelper<Transaction>();

const STATUS_LABELS: Record<Transaction['status'], string> = { success: 'Success' };

/** Transaction History's columns (spec section 2): one row per payment. */
export function transactionColumns(currency: Currency) {
  return [
    column.accessor('id', { header: 'Transaction ID', cell: ({ getValue }) => <span className="font-medium text-stone-900">{getValue()}</span> }),
    column.accessor('createdAt', { header: 'Date', cell: ({ getValue }) => formatOrderDate(getValue()) }),
    column.accessor('amount', { header: 'Amount', cell: ({ getValue }) => formatPrice(getValue(), currency) }),
    column.accessor('method', { header: 'Payment method', cell: ({ getValue }) => paymentMethodLabel(getValue()) }),
    column.accessor('status', {
      header: 'Status',
      cell: ({ getValue }) => (
        <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-900">{STATUS_LABELS[getValue()]}</span>
      ),
    }),
  ];
}
