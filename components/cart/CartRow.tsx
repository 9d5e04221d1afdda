'use client';

import type { Currency } from '@/lib/format/currency';
import { QuantityStepper } from '@/components/product/QuantityStepper';
import { productUrl } from '@/lib/catalogue/urls';
import { useCartLineStep, useRemoveCartLine } from '@/lib/client/cart';
import type { CartItem } from '@/lib/domain/cart';
import { formatPrice } from '@/lib/format/price';
import { ListCell, ListRow } from '@/components/table/ListTable';
import { RemoveButton } from '@/components/table/RemoveButton';
import { ProductCell } from '@/components/table/ProductCell';

/**
 * One cart line. Quantity changes and removal show at once, are sent in turn and are undone with the
 * provider's message if it refuses (lib/client/cart.ts). Plus stops at the stock when the cart tells
 * it; otherwise the provider's refusal is the limit.
 */
export function CartRow({ line, currency }: { line: CartItem; currency: Currency }) {
  const step = useCartLineStep(line.cartId);
  const remove = useRemoveCartLine(line.cartId);
  return (
    <ListRow href={productUrl(line.productId)}>
      <ListCell>
        <ProductCell productId={line.productId} name={line.name} imageUrl={line.imageUrl} />
      </ListCell>
      <ListCell label="Price" className="max-md:col-span-2">
        {formatPrice(line.price, currency)}
      </ListCell>
      <ListCell>
        <QuantityStepper
          value={line.quantity}
          max={line.stock}
          itemName={line.name}
          stepBy={step}
        />
      </ListCell>
      <ListCell label="Subtotal" className="font-semibold max-md:text-right">
        {formatPrice(line.lineTotal, currency)}
      </ListCell>
      <ListCell className="max-md:col-start-2 max-md:row-start-1 max-md:justify-self-end md:text-right">
        <RemoveButton label={`Remove ${line.name} from cart`} onClick={() => remove.mutate(line)} />
      </ListCell>
    </ListRow>
  );
}
