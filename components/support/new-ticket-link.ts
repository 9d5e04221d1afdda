/** Appended to /support, it opens the new-ticket form as the page loads (a closed ticket's unsent reply leads there). */
export const NEW_TICKET_HASH = '#new-ticket';
