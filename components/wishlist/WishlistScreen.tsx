'use client';

import type { Currency } from '@/lib/format/currency';
import { BuyerQueryView, EmptyList } from '@/components/account/BuyerQueryView';
import { ListTable } from '@/components/table/ListTable';
import { TableSkeleton } from '@/components/table/TableSkeleton';
import { Breadcrumb } from '@/components/catalogue/Breadcrumb';
import { PageHeading } from '@/components/catalogue/PageHeading';
import { useCart } from '@/lib/client/account';
import { useWishlist } from '@/lib/client/wishlist-query';
import { WishlistRow } from './WishlistRow';

const COLUMNS = ['Product', 'Price', 'Stock Status', 'Action'];

export function WishlistScreen({ currency }: { currency: Currency }) {
  const wishlist = useWishlist();
  // The cart says which items are already in it; if it cannot be read, moving stays possible.
  const cart = useCart();
  const cartKnown = cart.data !== undefined || cart.isError;
  return (
    <>
      <Breadcrumb items={[{ name: 'Home', href: '/' }, { name: 'Wishlist' }]} />
      <div className="mt-4">
        <PageHeading>Wishlist</PageHeading>
      </div>
      <BuyerQueryView query={wishlist} what="your wishlist" skeleton={<TableSkeleton label="Loading your wishlist" />}>
        {(items) =>
          items.length === 0 ? (
            <EmptyList text="No product in your wishlist" />
          ) : (
            <ListTable caption="Products in your wishlist" columns={COLUMNS}>
              {items.map((item) => (
                <WishlistRow
                  key={item.productId}
                  item={item}
                  currency={currency}
                  inCart={cartKnown ? (cart.data?.items.some((line) => line.productId === item.productId) ?? false) : null}
                  cartReadAt={cart.dataUpdatedAt}
                />
              ))}
            </ListTable>
          )
        }
      </BuyerQueryView>
    </>
  );
}
