import type { Currency } from '@/lib/format/currency';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Price } from '@/components/catalogue/Price';
import { StarRating } from '@/components/catalogue/StarRating';
import { AVAILABILITY_LABELS, availabilityOf } from '@/lib/catalogue/availability';
import { categoryUrl } from '@/lib/catalogue/urls';
import type { ProductDetail } from '@/lib/domain/catalogue';
import { quantityWithUnit } from '@/lib/format/quantity';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-stone-600">{term}:</dt>
      <dd className="font-medium text-stone-900">{children}</dd>
    </div>
  );
}

/** Title, stock, rating, SKU, price and seller (spec: Product detail). */
export function ProductInfo({ product, currency, children }: { product: ProductDetail; currency: Currency; children?: ReactNode }) {
  const availability = availabilityOf(product);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{product.name}</h1>
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <span
            className={`rounded-full px-3 py-0.5 text-sm font-semibold ${availability === 'in_stock' ? 'bg-brand-100 text-brand-800' : 'bg-stone-200 text-stone-800'}`}
          >
            {AVAILABILITY_LABELS[availability]}
          </span>
          <StarRating rating={product.reviewStats.averageRating} totalReviews={product.reviewStats.totalReviews} />
        </div>
      </div>
      <p className="text-3xl font-bold text-brand-800">
        <Price value={product.price} currency={currency} />
        {product.unit && <span className="text-base font-normal text-stone-600"> / {product.unit}</span>}
      </p>
      <dl className="grid gap-1.5 text-sm">
        <Fact term="SKU">#{product.id}</Fact>
        <Fact term="Quantity in stock">{quantityWithUnit(product.stock, product.unit)}</Fact>
        <Fact term="Category">
          <Link href={categoryUrl({ id: product.categoryId, name: product.categoryName })} className="text-brand-800 underline-offset-2 hover:underline">
            {product.categoryName || 'Uncategorised'}
          </Link>
        </Fact>
        <Fact term="Seller">{product.sellerName ?? 'Not provided'}</Fact>
        <Fact term="Seller address">{product.sellerAddress ?? 'Not provided'}</Fact>
      </dl>
      {children}
    </div>
  );
}
