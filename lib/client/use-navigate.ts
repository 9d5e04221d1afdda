'use client';

import { useRouter } from 'next/navigation';
import { useContext } from 'react';
import { NavigationTransition } from '@/components/layout/NavigationProgress';

type PushOptions = Parameters<ReturnType<typeof useRouter>['push']>[1];

/**
 * router.push that the page's progress bar follows (components/layout/NavigationProgress).
 * `alongside` runs in the same transition: an optimistic update set there shows until the page comes.
 */
export function useNavigate() {
  const router = useRouter();
  const startNavigation = useContext(NavigationTransition);
  return (href: string, options?: PushOptions, alongside?: () => void) =>
    startNavigation(() => {
      alongside?.();
      router.push(href, options);
    });
}
