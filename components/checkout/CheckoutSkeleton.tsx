const block = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';

/** The form's and summary's shapes while the cart and profile load, so nothing jumps when they arrive. */
export function CheckoutSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading checkout" className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="space-y-4">
        <div className={`h-6 w-40 ${block}`} />
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 7 }, (_, i) => (
            <div key={i} className={`h-16 ${block} ${i === 4 ? 'sm:col-span-2' : ''}`} />
          ))}
        </div>
        <div className={`h-28 ${block}`} />
      </div>
      <div className={`h-96 ${block}`} />
    </div>
  );
}
