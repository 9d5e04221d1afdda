/** Texts a data table shows instead of rows (spec section 2). */
export const OFFLINE_MESSAGE = 'You are offline. Please check your internet connection.';
export const NO_RECORDS_MESSAGE = 'There are no records to display';

/**
 * A history list's empty text: its own words ('There are no order history to display') when the
 * provider has no history for the buyer (its 404) or the list did not load, else the general one.
 */
export const emptyHistoryMessage = (hasHistory: boolean | undefined, noHistory: string) => (hasHistory ? NO_RECORDS_MESSAGE : noHistory);
