'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and during hydration, true once event handlers are attached. A control
 * that does nothing before then (a select that navigates, a copy button) stays disabled until it works,
 * rather than swallowing an early click.
 */
export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
