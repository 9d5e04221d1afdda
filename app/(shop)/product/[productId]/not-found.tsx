import type { Metadata } from 'next';
import { ProductNotFound } from '@/components/product/ProductNotFound';

// The page draws a missing product's screen itself (NotFoundResponse). Next still reads this file's
// metadata when it refreshes the cached 404 page (without it, that refresh is titled 'Page not
// found'), and would show the component for a notFound() thrown anywhere else in the route.
export const metadata: Metadata = { title: 'Product not found' };

export default function NotFound() {
  return <ProductNotFound />;
}
