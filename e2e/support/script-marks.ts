/**
 * A message of TanStack Query's own, which marks its code in a script: the session parts (the
 * header's badges and account menu) bring it, and a visitor's page should not.
 */
export const QUERY_LIBRARY = 'No QueryClient set';
