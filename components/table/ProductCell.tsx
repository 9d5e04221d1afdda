import Image from 'next/image';
import Link from 'next/link';
import { ProductName } from '@/components/catalogue/ProductName';
import { productUrl } from '@/lib/catalogue/urls';

/** A list row's product: picture and (truncated, spec section 5) name, linking to the product. */
export function ProductCell({ productId, name, imageUrl }: { productId: string; name: string; imageUrl: string | null }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <div className="relative size-16 shrink-0 overflow-hidden rounded-md bg-stone-100">
        {imageUrl && <Image src={imageUrl} alt="" fill sizes="64px" className="object-cover" />}
      </div>
      <Link href={productUrl(productId)} className="font-semibold text-stone-900 underline-offset-2 hover:text-brand-800 hover:underline">
        <ProductName name={name} />
      </Link>
    </div>
  );
}
