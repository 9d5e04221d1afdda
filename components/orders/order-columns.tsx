import type { Currency } from '@/lib/format/currency';
import { createColumnHelper } from '@tanstack/react-table';
import Link from 'next/link';
import type { OrderLine } from '@/lib/domain/orders';
import { formatOrderDate } from '@/lib/format/order-date';
import { formatPrice } from '@/lib/format/price';
import { orderPlacedAt } from '@/lib/orders/progress';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ProductLineCell } from './ProductLineCell';
import { orderDetailsHref } from './urls';

const column = createColumnHelper<OrderLine>();

/** Order History's columns (spec section 2): one row per product line. */
export function orderColumns(currency: Currency) {
  return [
    column.accessor('orderId', {
      header: 'Order ID',
      cell: ({ getValue }) => (
        <Link href={orderDetailsHref(getValue())} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
          #{getValue()}
        </Link>
      ),
    }),
    column.accessor('productId', { header: 'Product ID' }),
    column.accessor('productName', {
      header: 'Product Name',
      cell: ({ row }) => <ProductLineCell line={row.original} />,
    }),
    column.accessor('unitPrice', { header: 'Amount', cell: ({ getValue }) => formatPrice(getValue(), currency) }),
    column.accessor('quantity', { header: 'Quantity', cell: ({ getValue }) => `x${getValue()}` }),
    column.accessor('status', { header: 'Order Status', cell: ({ getValue }) => <OrderStatusBadge status={getValue()} /> }),
    // When the order was placed, as its details page and progress bar say (not when it was paid).
    column.accessor(orderPlacedAt, { id: 'placedAt', header: 'Date', cell: ({ getValue }) => formatOrderDate(getValue()) }),
  ];
}
