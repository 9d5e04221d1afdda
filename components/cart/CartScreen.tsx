'use client';

import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { useCart } from '@/lib/client/account';
import { useCartChanging } from '@/lib/client/cart';
import { BuyerQueryView, EmptyList } from '@/components/account/BuyerQueryView';
import { CartRow } from './CartRow';
import { CartTotals } from './CartTotals';
import { ListTable } from '@/components/table/ListTable';
import { TableSkeleton } from '@/components/table/TableSkeleton';

const COLUMNS = ['Product', 'Price', 'Quantity', 'Subtotal', 'Action'];

export function CartScreen({ currency }: { currency: string }) {
  const cart = useCart();
  const changing = useCartChanging();
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
              <CartTotals cart={data} currency={currency} updating={changing || cart.isFetching} />
            </div>
          )
        }
      </BuyerQueryView>
    </>
  );
}
