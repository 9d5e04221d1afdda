import type { Metadata } from 'next';
import { ProductNotFound } from '@/components/product/ProductNotFound';

// What Next shows for a missing product when it renders the route's 404 itself (on a refresh of the
// cached not-found page, and in the browser should the page's screen be replaced).
export const metadata: Metadata = { title: 'Product not found' };

export default function NotFound() {
  return <ProductNotFound />;
}
