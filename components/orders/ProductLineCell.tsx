import { ProductName } from '@/components/catalogue/ProductName';
import type { OrderLine } from '@/lib/domain/orders';
import { ProductThumb } from './ProductThumb';

/** A product line's round picture and name, as both order tables show it. */
export function ProductLineCell({ line }: { line: OrderLine }) {
  return (
    <span className="flex items-center gap-3">
      <ProductThumb src={line.imageUrl} />
      <span className="font-medium text-stone-900">
        <ProductName name={line.productName} />
      </span>
    </span>
  );
}
