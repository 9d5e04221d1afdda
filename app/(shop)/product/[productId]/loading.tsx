import { ProductSkeleton } from '@/components/catalogue/Skeletons';

export default function Loading() {
  return <ProductSkeleton />;
}
