'use client';

import type { Currency } from '@/lib/format/currency';
import { useMemo } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { emptyHistoryMessage } from '@/components/table/empty-messages';
import { useTransactions } from '@/lib/client/orders';
import type { Transaction } from '@/lib/domain/orders';
import { transactionColumns } from './transaction-columns';

/** As for orders: a failed load, and the provider's 404 for a buyer who has paid for nothing yet. */
export const NO_TRANSACTION_HISTORY = 'There are no Transaction history to display';

const rowId = (transaction: Transaction) => transaction.id;

export function TransactionHistory({ currency }: { currency: Currency }) {
  const { data, isPending } = useTransactions();
  const columns = useMemo(() => transactionColumns(currency), [currency]);
  return (
    <DataTable
      columns={columns}
      data={data?.transactions ?? []}
      label="Transaction history"
      getRowId={rowId}
      loading={isPending}
      emptyMessage={emptyHistoryMessage(data?.hasHistory, NO_TRANSACTION_HISTORY)}
    />
  );
}
