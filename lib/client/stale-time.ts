/**
 * How long a signed-in screen's data counts as fresh (spec section 7's 10 s cache times): within it,
 * coming back to the tab reads nothing again. The offline tests wait it out (support-tickets.spec).
 */
export const QUERY_STALE_MS = 10_000;
