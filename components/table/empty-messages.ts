/** Texts a data table shows instead of rows (spec section 2). */
export const OFFLINE_MESSAGE = 'You are offline. Please check your internet connection.';
export const NO_RECORDS_MESSAGE = 'There are no records to display';
