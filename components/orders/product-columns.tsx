import type { Currency } from '@/lib/format/currency';
import { createColumnHelper } from '@tanstack/react-table';
import type { OrderLine } from '@/lib/domain/orders';
import { formatPrice } from '@/lib/format/price';
import { ProductLineCell } from './ProductLineCell';

const column = createColumnHelper<OrderLine>();

/** The order details' products (spec section 2), each with a button that opens the review form. */
export function productColumns(currency: Currency, onReview: (line: OrderLine, button: HTMLButtonElement) => void) {
  return [
    column.accessor('productName', {
      header: 'Product Name',
      cell: ({ row }) => <ProductLineCell line={row.original} />,
    }),
    column.accessor('unitPrice', { header: 'Amount', cell: ({ getValue }) => formatPrice(getValue(), currency) }),
    column.accessor('quantity', { header: 'Quantity' }),
    column.accessor('lineTotal', { header: 'Total', cell: ({ getValue }) => formatPrice(getValue(), currency) }),
    column.display({
      id: 'review',
      header: 'Review',
      cell: ({ row }) => (
        <button
          type="button"
          onClick={(event) => onReview(row.original, event.currentTarget)}
          // Names the product, so a list of these buttons can be told apart; starts with what is shown.
          aria-label={`Review product: ${row.original.productName}`}
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Review product
        </button>
      ),
    }),
  ];
}
