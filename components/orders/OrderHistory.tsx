'use client';

import type { Currency } from '@/lib/format/currency';
import { useMemo } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { emptyHistoryMessage } from '@/components/table/empty-messages';
import { useOrderLines } from '@/lib/client/orders';
import type { OrderLine } from '@/lib/domain/orders';
import { orderColumns } from './order-columns';
import { orderDetailsHref } from './urls';

/** Spec section 2's text for a failed load or the provider's 404 (a buyer without orders). */
export const NO_ORDER_HISTORY = 'There are no order history to display';

const rowId = (line: OrderLine, index: number) => `${line.orderId}-${line.productId}-${index}`;
const rowHref = (line: OrderLine) => orderDetailsHref(line.orderId);

export function OrderHistory({ currency }: { currency: Currency }) {
  const { data, isPending } = useOrderLines();
  const columns = useMemo(() => orderColumns(currency), [currency]);
  return (
    <DataTable
      columns={columns}
      data={data?.lines ?? []}
      label="Order history"
      getRowId={rowId}
      rowHref={rowHref}
      loading={isPending}
      emptyMessage={emptyHistoryMessage(data?.hasHistory, NO_ORDER_HISTORY)}
    />
  );
}
