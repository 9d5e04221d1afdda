'use client';

import { useMemo } from 'react';
import { DataTable } from '@/components/table/DataTable';
import { useOrderLines } from '@/lib/client/orders';
import type { OrderLine } from '@/lib/domain/orders';
import { orderColumns } from './order-columns';
import { orderDetailsHref } from './urls';

/**
 * Spec section 2's text for a failed load or a provider 404. The provider answers an empty
 * history with that 404 (our API passes it on as no lines), so a buyer without orders sees it too.
 */
export const NO_ORDER_HISTORY = 'There are no order history to display';

const rowId = (line: OrderLine, index: number) => `${line.orderId}-${line.productId}-${index}`;
const rowHref = (line: OrderLine) => orderDetailsHref(line.orderId);

export function OrderHistory({ currency }: { currency: string }) {
  const { data, isPending } = useOrderLines();
  const columns = useMemo(() => orderColumns(currency), [currency]);
  return (
    <DataTable
      columns={columns}
      data={data ?? []}
      label="Order history"
      getRowId={rowId}
      rowHref={rowHref}
      loading={isPending}
      emptyMessage={NO_ORDER_HISTORY}
    />
  );
}
