const block = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';

export function SuccessSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your order" className="mx-auto max-w-2xl space-y-4">
      <div className={`mx-auto h-14 w-14 rounded-full ${block}`} />
      <div className={`mx-auto h-9 w-72 ${block}`} />
      <div className={`h-24 ${block}`} />
      <div className={`h-48 ${block}`} />
    </div>
  );
}
