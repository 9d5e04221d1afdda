import { GridSkeleton } from '@/components/catalogue/Skeletons';

export default function Loading() {
  return <GridSkeleton />;
}
