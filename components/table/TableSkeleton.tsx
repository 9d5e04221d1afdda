const block = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';

/** Rows shaped like the list's (a 64 px picture, then the cells), so the list arrives without a jump. */
export function TableSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true" aria-label={label} role="status" className="w-full">
      <div className={`h-5 w-full max-md:hidden ${block}`} />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center gap-3 border-b border-stone-200 py-4">
          <div className={`size-16 shrink-0 ${block}`} />
          <div className={`h-4 w-40 ${block}`} />
          <div className={`ml-auto h-10 w-28 ${block}`} />
        </div>
      ))}
    </div>
  );
}
