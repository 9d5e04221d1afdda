/** Loading placeholders shaped like what replaces them, so nothing moves when content arrives. */
const block = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';

export function GridSkeleton({ count = 10, withSidebar = false }: { count?: number; withSidebar?: boolean }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" aria-busy="true" aria-label="Loading products">
      <div className={`h-5 w-48 ${block}`} />
      <div className="mt-4 flex gap-6">
        {withSidebar && <div className={`hidden h-96 w-60 shrink-0 lg:block ${block}`} />}
        <div className="flex-1">
          <div className={`mb-6 h-9 w-64 ${block}`} />
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
            {Array.from({ length: count }, (_, i) => (
              <li key={i} className="overflow-hidden rounded-lg border border-stone-200">
                <div className={`aspect-square rounded-none ${block}`} />
                <div className="space-y-2 p-3">
                  <div className={`h-4 w-3/4 ${block}`} />
                  <div className={`h-3 w-1/2 ${block}`} />
                  <div className={`h-5 w-1/3 ${block}`} />
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

export function ProductSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" aria-busy="true" aria-label="Loading product">
      <div className={`h-5 w-72 ${block}`} />
      <div className="mt-5 grid gap-8 lg:grid-cols-2">
        <div className={`aspect-square ${block}`} />
        <div className="space-y-4">
          <div className={`h-9 w-3/4 ${block}`} />
          <div className={`h-6 w-1/2 ${block}`} />
          <div className={`h-10 w-1/3 ${block}`} />
          <div className={`h-28 w-full ${block}`} />
          <div className={`h-12 w-64 ${block}`} />
        </div>
      </div>
    </div>
  );
}
