import type { Currency } from '@/lib/format/currency';
import { Price } from '@/components/catalogue/Price';

export interface OrderTableLine {
  key: string;
  name: string;
  quantity: number;
  /** Null shows as 'Invalid input' (a cart line without a price). */
  amount: number | null;
}

interface OrderLinesTableProps {
  caption: string;
  lines: OrderTableLine[];
  subtotal: number | null;
  shippingFee: number;
  total: number | null;
  currency: Currency;
}

const cell = 'py-2 align-top';

/** Products with their quantities and amounts, then the subtotal, shipping fee and total. */
export function OrderLinesTable({ caption, lines, subtotal, shippingFee, total, currency }: OrderLinesTableProps) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-stone-300 text-left text-xs tracking-wide text-stone-700 uppercase">
        <tr>
          <th scope="col" className="pb-2 font-semibold">
            Product
          </th>
          <th scope="col" className="px-2 pb-2 text-right font-semibold">
            Qty
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">
        {lines.map((line) => (
          <tr key={line.key}>
            <th scope="row" className={`${cell} text-left font-normal break-words text-stone-900`}>
              {line.name}
            </th>
            <td className={`${cell} px-2 text-right tabular-nums`}>{line.quantity}</td>
            <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>
              <Price value={line.amount} currency={currency} />
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t border-stone-300">
        {[
          { label: 'Subtotal', value: subtotal, row: 'text-stone-700', pad: 'pt-3 pb-1', head: 'font-normal' },
          { label: 'Shipping fee', value: shippingFee, row: 'text-stone-700', pad: 'py-1', head: 'font-normal' },
          { label: 'Total', value: total, row: 'text-base font-bold text-stone-900', pad: 'pt-2', head: '' },
        ].map(({ label, value, row, pad, head }) => (
          <tr key={label} className={row}>
            <th scope="row" colSpan={2} className={`${pad} text-left ${head}`}>
              {label}
            </th>
            <td className={`${pad} text-right tabular-nums`}>
              <Price value={value} currency={currency} />
            </td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
