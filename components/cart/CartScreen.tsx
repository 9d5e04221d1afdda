'use client';

import type { Currency } from '@/lib/format/currency';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { useCart } from '@/lib/client/account';
import { useCartChanging } from '@/lib/client/cart';
import { useHydrated } from '@/lib/client/use-hydrated';
import { BuyerQueryView, EmptyList } from '@/components/account/BuyerQueryView';
import { CartRow } from './CartRow';
import { CartTotals } from './CartTotals';
import { ListTable } from '@/components/table/ListTable';
import { TableSkeleton } from '@/components/table/TableSkeleton';

const COLUMNS = ['Product', 'Price', 'Quantity', 'Subtotal', 'Action'];

export function CartScreen({ currency }: { currency: Currency }) {
  const cart = useCart();
  const changing = useCartChanging();
  // A cart drawn on the server may be read again as the page hydrates (stale by then): the first
  // render must match the server's, which was not updating.
  const hydrated = useHydrated();
  return (
    <>
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Cart' }]} />
      <div className="mt-4">
        <PageHeading>Cart</PageHeading>
      </div>
      <BuyerQueryView query={cart} what="your cart" skeleton={<TableSkeleton label="Loading your cart" />}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyList text="No product in your Cart" />
          ) : (
            <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
              <ListTable caption="Products in your cart" columns={COLUMNS}>
                {data.items.map((line) => (
                  <CartRow key={line.cartId} line={line} currency={currency} />
                ))}
              </ListTable>
              <CartTotals cart={data} currency={currency} updating={changing || (hydrated && cart.isFetching)} />
            </div>
          )
        }
      </BuyerQueryView>
    </>
  );
}
