import Link from 'next/link';
import { loginHref } from '@/lib/client/return-path';

/** A visitor's way to buy: the login link that returns to the product (to its wishlist button, when it is sold out). */
export function BuyBoxLoginLink({ productPath, inStock }: { productPath: string; inStock: boolean }) {
  return (
    <div className="flex min-h-12 items-center">
      <Link
        href={loginHref(productPath)}
        className="inline-flex items-center rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        {inStock ? 'Login to Add Product to Cart' : 'Login to Add Product to Wishlist'}
      </Link>
    </div>
  );
}
