import type { Currency } from '@/lib/format/currency';
import { createColumnHelper } from '@tanstack/react-table';
import type { OrderLine } from '@/lib/domain/orders';
import { formatPrice } from '@/lib/format/price';
import { ProductLineCell } from './ProductLineCell';

const column = createColumnHelper<OrderLine>();

/** Names a review button's product, for finding it again once a new set of columns has drawn it anew. */
export const REVIEW_BUTTON_ATTRIBUTE = 'data-review-product';

interface Reviews {
  /** Whether the order is a purchase (paid, not cancelled): the provider takes reviews of those only. */
  reviewable: boolean;
  /** Whether this page has sent the product's review already. */
  reviewed: (productId: string) => boolean;
  onReview: (line: OrderLine, button: HTMLButtonElement) => void;
}

/**
 * The order details' products (spec section 2), each with a button that opens the review form, or
 * instead, on an order not paid for or cancelled, why there is none.
 */
export function productColumns(currency: Currency, { reviewable, reviewed, onReview }: Reviews) {
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
      cell: ({ row }) => {
        const line = row.original;
        if (!reviewable) return <span className="text-sm text-stone-700">{line.status === 'cancelled' ? 'Order cancelled' : 'Once paid'}</span>;
        const label = reviewed(line.productId) ? 'Reviewed' : 'Review product';
        return (
          <button
            type="button"
            onClick={(event) => onReview(line, event.currentTarget)}
            {...{ [REVIEW_BUTTON_ATTRIBUTE]: line.productId }}
            // Names the product, so a list of these buttons can be told apart; starts with what is shown.
            aria-label={`${label}: ${line.productName}`}
            className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {label}
          </button>
        );
      },
    }),
  ];
}
