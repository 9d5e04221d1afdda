'use client';

import { useState } from 'react';

/**
 * Why a query that has no data failed, kept while it is tried again: TanStack Query clears the
 * error as a new try starts on a query without data (it is pending again). A screen would then swap
 * its failure for its skeleton, and the keyboard focus on its Try again button would fall to the
 * page's start. Null once there is data.
 */
export function useLoadFailure({ data, error }: { data: unknown; error: Error | null }): Error | null {
  const [last, setLast] = useState<Error | null>(null);
  const failure = data === undefined ? (error ?? last) : null;
  // Set while rendering (React's way to follow a changing value), so no skeleton is drawn in between.
  if (failure !== last) setLast(failure);
  return failure;
}
