const block = 'animate-pulse rounded bg-stone-200 motion-reduce:animate-none';

/** The profile screen's shape while it loads, so nothing jumps when it arrives. */
export function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading your profile">
      <div className={`mb-6 h-9 w-40 ${block}`} />
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <div className={`h-80 ${block}`} />
        <div className="space-y-6">
          <div className={`h-72 ${block}`} />
          <div className={`h-56 ${block}`} />
        </div>
      </div>
    </div>
  );
}
